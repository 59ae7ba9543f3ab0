import { DiagramFigure } from './DiagramFigure';
import { Arrow, Box, Label } from './shapes';
import { useDiagramText } from './use-diagram-text';

const TEXT = {
  en: {
    caption:
      'Every backend first writes one .d.ts per source file. Without dts.bundle these are renamed and their imports redirected in place; with it, API Extractor rolls them up into one file per entry.',
    description:
      'Diagram: the TypeScript files of tsconfig.json go to one of three backends: SWC inside Rspack when dts.isolated is true, tsgo when TypeScript 7 or later is installed, or the TypeScript Compiler API with TypeScript 5 or 6. Each writes one .d.ts per source file. Without dts.bundle, the default, the files get .d.mts or .d.cts names if dts.autoExtension is on, redirect.dts turns tsconfig paths and dts.alias into relative imports with extensions, and dist mirrors src. With dts.bundle, the files are written to .rstack/declarations/<lib id> and API Extractor rolls them up into dist/<entry>.d.ts.',
    sources: 'src/**/*.ts (tsconfig.json)',
    backends: [
      ['dts.isolated: true', 'SWC in Rspack'],
      ['TypeScript ≥ 7', 'tsgo'],
      ['TypeScript 5 / 6', 'Compiler API'],
    ],
    perFile: 'one .d.ts per source file',
    bundleless: 'no dts.bundle (default)',
    bundled: 'dts.bundle: true',
    rename: ['dts.autoExtension:', '.d.mts / .d.cts'],
    redirect: ['redirect.dts: paths, dts.alias', '→ ./utils/math.js'],
    mirrored: 'dist/**/*.d.ts, mirrors src',
    temp: ['written to', '.rstack/declarations/<id>'],
    extractor: ['API Extractor', 'rolls up each entry'],
    entry: 'dist/<entry>.d.ts',
  },
  zh: {
    caption:
      '每种后端都会先为每个源文件写出一个 .d.ts。未开启 dts.bundle 时，这些文件在原处改扩展名并重定向导入路径；开启后，API Extractor 把它们按入口合并为一个文件。',
    description:
      '示意图：tsconfig.json 所包含的 TypeScript 文件交给三种后端之一处理：dts.isolated 为 true 时由 Rspack 中的 SWC 生成，安装 TypeScript 7 及以上时用 tsgo，TypeScript 5 或 6 时用 TypeScript Compiler API。每种后端都为每个源文件写出一个 .d.ts。默认不开启 dts.bundle：若开启 dts.autoExtension，文件改名为 .d.mts 或 .d.cts；redirect.dts 把 tsconfig 的 paths 和 dts.alias 改写为带扩展名的相对路径；dist 的结构与 src 一致。开启 dts.bundle 时，文件先写入 .rstack/declarations/<lib id>，再由 API Extractor 合并为 dist/<entry>.d.ts。',
    sources: 'src/**/*.ts（tsconfig.json）',
    backends: [
      ['dts.isolated: true', 'Rspack 中的 SWC'],
      ['TypeScript ≥ 7', 'tsgo'],
      ['TypeScript 5 / 6', 'Compiler API'],
    ],
    perFile: '每个源文件一个 .d.ts',
    bundleless: '未开启 dts.bundle（默认）',
    bundled: 'dts.bundle: true',
    rename: ['dts.autoExtension：', '.d.mts / .d.cts'],
    redirect: ['redirect.dts：paths、dts.alias', '→ ./utils/math.js'],
    mirrored: 'dist/**/*.d.ts，与 src 结构一致',
    temp: ['写入', '.rstack/declarations/<id>'],
    extractor: ['API Extractor', '按入口合并'],
    entry: 'dist/<entry>.d.ts',
  },
};

const LEFT = 160;
const RIGHT = 440;
const LANE_WIDTH = 264;

/** Backend → per-file .d.ts → either rename and redirect, or API Extractor. */
export function DtsPipelineFigure() {
  const t = useDiagramText(TEXT);
  return (
    <DiagramFigure
      width={600}
      height={500}
      caption={t.caption}
      description={t.description}
    >
      <Box x={170} y={8} w={260} h={36} tone="group" />
      <Label x={300} y={31} text={t.sources} mono />
      {t.backends.map(([condition, backend], index) => {
        const x = 8 + index * 198;
        return (
          <g key={condition}>
            <Arrow
              points={[
                [300, 44],
                [x + 92, 82],
              ]}
            />
            <Box x={x} y={84} w={186} h={56} />
            <Label x={x + 93} y={106} text={condition} tone="muted" mono />
            <Label x={x + 93} y={128} text={backend} tone="title" />
            <Arrow
              points={[
                [x + 92, 140],
                [300, 172],
              ]}
            />
          </g>
        );
      })}
      <Box x={170} y={174} w={260} h={36} tone="group" />
      <Label x={300} y={197} text={t.perFile} />

      <Arrow
        points={[
          [260, 210],
          [LEFT, 266],
        ]}
      />
      <Arrow
        points={[
          [340, 210],
          [RIGHT, 266],
        ]}
      />
      <Label x={196} y={238} text={t.bundleless} tone="brand" anchor="end" />
      <Label
        x={404}
        y={238}
        text={t.bundled}
        tone="brand"
        anchor="start"
        mono
      />

      <Box x={LEFT - LANE_WIDTH / 2} y={268} w={LANE_WIDTH} h={52} />
      <Label x={LEFT} y={289} text={t.rename} mono />
      <Arrow
        points={[
          [LEFT, 320],
          [LEFT, 346],
        ]}
      />
      <Box x={LEFT - LANE_WIDTH / 2} y={348} w={LANE_WIDTH} h={52} />
      <Label x={LEFT} y={369} text={t.redirect} mono />
      <Arrow
        points={[
          [LEFT, 400],
          [LEFT, 436],
        ]}
      />
      <Box
        x={LEFT - LANE_WIDTH / 2}
        y={438}
        w={LANE_WIDTH}
        h={40}
        tone="accent"
      />
      <Label x={LEFT} y={463} text={t.mirrored} mono />

      <Box x={RIGHT - LANE_WIDTH / 2} y={268} w={LANE_WIDTH} h={52} />
      <Label x={RIGHT} y={289} text={t.temp} mono />
      <Arrow
        points={[
          [RIGHT, 320],
          [RIGHT, 346],
        ]}
      />
      <Box x={RIGHT - LANE_WIDTH / 2} y={348} w={LANE_WIDTH} h={52} />
      <Label x={RIGHT} y={369} text={t.extractor} />
      <Arrow
        points={[
          [RIGHT, 400],
          [RIGHT, 436],
        ]}
      />
      <Box
        x={RIGHT - LANE_WIDTH / 2}
        y={438}
        w={LANE_WIDTH}
        h={40}
        tone="accent"
      />
      <Label x={RIGHT} y={463} text={t.entry} mono />
    </DiagramFigure>
  );
}
