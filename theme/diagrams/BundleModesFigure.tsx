import { DiagramFigure } from './DiagramFigure';
import { Arrow, Box, Label } from './shapes';
import { useDiagramText } from './use-diagram-text';

const TEXT = {
  en: {
    caption:
      'Bundle mode joins an entry and everything it imports into one file; bundleless mode compiles each source file on its own and keeps the folders.',
    description:
      'Diagram: a src folder with index.ts, button.ts and utils/format.ts. In bundle mode, the default, the build writes a single dist/index.js that contains all three modules. With bundle: false, it writes dist/index.js, dist/button.js and dist/utils/format.js, mirroring the source tree.',
    bundle: 'Bundle (default)',
    bundleless: 'Bundleless (bundle: false)',
    contains: ['holds index.ts, button.ts', 'and utils/format.ts'],
    oneFile: 'one file per entry',
    mirrored: 'one file per source file',
  },
  zh: {
    caption:
      'bundle 模式把入口及其导入的全部模块合并为一个文件；bundleless 模式逐个编译源文件，并保留目录结构。',
    description:
      '示意图：src 目录包含 index.ts、button.ts 和 utils/format.ts。默认的 bundle 模式只写出一个 dist/index.js，其中包含这三个模块；设置 bundle: false 后，会写出 dist/index.js、dist/button.js 和 dist/utils/format.js，与源码目录结构一致。',
    bundle: 'bundle（默认）',
    bundleless: 'bundleless（bundle: false）',
    contains: ['包含 index.ts、button.ts', '和 utils/format.ts'],
    oneFile: '每个入口一个文件',
    mirrored: '每个源文件一个文件',
  },
};

const SOURCES = ['index.ts', 'button.ts', 'utils/format.ts'];
const MIRRORED = ['dist/index.js', 'dist/button.js', 'dist/utils/format.js'];

/** The same src tree built in bundle mode (one file) and bundleless mode (mirrored files). */
export function BundleModesFigure() {
  const t = useDiagramText(TEXT);
  return (
    <DiagramFigure
      width={560}
      height={350}
      caption={t.caption}
      description={t.description}
    >
      <Box x={180} y={8} w={200} h={118} tone="group" />
      <Label x={280} y={32} text="src/" tone="title" mono />
      {SOURCES.map((file, index) => (
        <g key={file}>
          <Box x={200} y={44 + index * 26} w={160} h={22} />
          <Label x={280} y={60 + index * 26} text={file} mono />
        </g>
      ))}

      <Arrow
        points={[
          [230, 126],
          [150, 176],
        ]}
      />
      <Arrow
        points={[
          [330, 126],
          [410, 176],
        ]}
      />

      <Box x={20} y={180} w={250} h={160} tone="group" />
      <Label x={145} y={204} text={t.bundle} tone="title" />
      <Label x={145} y={224} text={t.oneFile} tone="muted" />
      <Box x={45} y={238} w={200} h={88} tone="accent" />
      <Label x={145} y={264} text="dist/index.js" mono />
      <Label x={145} y={288} text={t.contains} tone="muted" />

      <Box x={290} y={180} w={250} h={160} tone="group" />
      <Label x={415} y={204} text={t.bundleless} tone="title" />
      <Label x={415} y={224} text={t.mirrored} tone="muted" />
      {MIRRORED.map((file, index) => (
        <g key={file}>
          <Box x={315} y={238 + index * 30} w={200} h={24} tone="accent" />
          <Label x={415} y={255 + index * 30} text={file} mono />
        </g>
      ))}
    </DiagramFigure>
  );
}
