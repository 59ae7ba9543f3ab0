import { DiagramFigure } from './DiagramFigure';
import { Arrow, Box, Label } from './shapes';
import { useDiagramText } from './use-diagram-text';

const TEXT = {
  en: {
    caption:
      'Each lib item becomes one Rsbuild environment and one Rspack compilation. With DEBUG=rslib, the build writes every generated config to dist/.rsbuild.',
    description:
      "Diagram: an rslib.config.ts with shared options and two lib items, esm and cjs. Rslib merges the shared options into each item and adds the format's defaults, giving one Rsbuild config with the environments esm and cjs (rsbuild.config.esm.mjs and rsbuild.config.cjs.mjs). Rsbuild turns each environment into an Rspack config (rspack.config.esm.mjs with library type modern-module, rspack.config.cjs.mjs with commonjs-static), and Rspack compiles them to dist/index.js and dist/index.cjs.",
    shared: "shared: syntax: 'es2022'",
    rslibStep: [
      'Rslib merges shared options',
      'into each item + format defaults',
    ],
    rsbuildConfig: 'Rsbuild config',
    rsbuildStep: ['Rsbuild: one Rspack', 'config per environment'],
    rspackStep: 'Rspack compiles',
  },
  zh: {
    caption:
      '每个 lib 配置项对应一个 Rsbuild environment 和一次 Rspack 编译。设置 DEBUG=rslib 后，构建会把生成的每份配置写入 dist/.rsbuild。',
    description:
      '示意图：rslib.config.ts 含有共享配置和 esm、cjs 两个 lib 配置项。Rslib 把共享配置合并进每一项并补上该格式的默认值，得到一份包含 esm 和 cjs 两个 environment 的 Rsbuild 配置（rsbuild.config.esm.mjs 与 rsbuild.config.cjs.mjs）。Rsbuild 再把每个 environment 转为一份 Rspack 配置（rspack.config.esm.mjs 的 library 类型为 modern-module，rspack.config.cjs.mjs 为 commonjs-static），最后由 Rspack 编译出 dist/index.js 和 dist/index.cjs。',
    shared: "共享配置：syntax: 'es2022'",
    rslibStep: ['Rslib 把共享配置合并进', '每一项，并补上格式默认值'],
    rsbuildConfig: 'Rsbuild 配置',
    rsbuildStep: ['Rsbuild 为每个 environment', '生成一份 Rspack 配置'],
    rspackStep: 'Rspack 编译',
  },
};

const LANES = [
  { id: 'esm', library: 'modern-module', output: 'dist/index.js', x: 150 },
  { id: 'cjs', library: 'commonjs-static', output: 'dist/index.cjs', x: 410 },
] as const;

const LANE_WIDTH = 220;

/** rslib.config.ts → one Rsbuild environment per lib item → one Rspack config each → dist. */
export function ConfigFlowFigure() {
  const t = useDiagramText(TEXT);
  return (
    <DiagramFigure
      width={560}
      height={486}
      caption={t.caption}
      description={t.description}
    >
      <Box x={20} y={8} w={520} h={116} tone="group" />
      <Label x={280} y={32} text="rslib.config.ts" tone="title" mono />
      <Label x={280} y={54} text={t.shared} tone="muted" mono />
      <Label x={280} y={144} text={t.rslibStep} tone="muted" />
      <Box x={20} y={170} w={520} h={110} tone="group" />
      <Label x={280} y={192} text={t.rsbuildConfig} tone="title" />
      <Label x={280} y={304} text={t.rsbuildStep} tone="muted" />
      <Label x={280} y={431} text={t.rspackStep} tone="muted" />
      {LANES.map((lane, index) => {
        const left = lane.x - LANE_WIDTH / 2;
        return (
          <g key={lane.id}>
            <Box x={left} y={66} w={LANE_WIDTH} h={42} />
            <Label
              x={lane.x}
              y={92}
              text={`lib[${index}] format: '${lane.id}'`}
              mono
            />
            <Arrow
              points={[
                [lane.x, 108],
                [lane.x, 202],
              ]}
            />
            <Box x={left} y={204} w={LANE_WIDTH} h={30} />
            <Label x={lane.x} y={224} text={`environments.${lane.id}`} mono />
            <Label
              x={lane.x}
              y={258}
              text={`rsbuild.config.${lane.id}.mjs`}
              tone="muted"
              mono
            />
            <Arrow
              points={[
                [lane.x, 280],
                [lane.x, 334],
              ]}
            />
            <Box x={left} y={336} w={LANE_WIDTH} h={72} />
            <Label x={lane.x} y={358} text={`name: '${lane.id}'`} mono />
            <Label
              x={lane.x}
              y={378}
              text={`library: ${lane.library}`}
              tone="muted"
              mono
            />
            <Label
              x={lane.x}
              y={398}
              text={`rspack.config.${lane.id}.mjs`}
              tone="muted"
              mono
            />
            <Arrow
              points={[
                [lane.x, 408],
                [lane.x, 446],
              ]}
            />
            <Box x={left} y={448} w={LANE_WIDTH} h={32} tone="accent" />
            <Label x={lane.x} y={469} text={lane.output} mono />
          </g>
        );
      })}
    </DiagramFigure>
  );
}
