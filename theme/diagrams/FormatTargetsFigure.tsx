import { DiagramFigure } from './DiagramFigure';
import { Arrow, Box, Label } from './shapes';
import { useDiagramText } from './use-diagram-text';

type Format = 'esm' | 'cjs' | 'umd' | 'iife' | 'mf';

const FORMATS: readonly Format[] = ['esm', 'cjs', 'umd', 'iife', 'mf'];
/** Formats that also build in bundleless mode. */
const BUNDLELESS_OK = new Set<Format>(['esm', 'cjs']);

const TEXT = {
  en: {
    caption:
      'One source, five formats: ESM and CJS are for packages installed from npm and may be bundleless; UMD, IIFE and MF are loaded as files at run time and need bundle mode.',
    description:
      'Diagram: src/index.ts is built into five formats, each with its typical consumer. esm (bundle or bundleless) goes to bundlers, Node.js and modern browsers that use import. cjs (bundle or bundleless) goes to older Node.js and tools that call require(). umd (bundle only) goes to script tags, AMD loaders or CommonJS. iife (bundle only) goes to a single script tag and runs when loaded. mf (bundle only) goes to Module Federation hosts that load it at run time.',
    either: 'bundle / bundleless',
    bundleOnly: 'bundle only',
    consumers: {
      esm: ['Bundlers, Node.js, modern', 'browsers (import)'],
      cjs: ['Older Node.js and tools', 'that call require()'],
      umd: ['<script> tag, AMD loader', 'or CommonJS'],
      iife: ['A single <script> tag,', 'runs when loaded'],
      mf: ['Module Federation host,', 'loaded at run time'],
    },
  },
  zh: {
    caption:
      '一份源码，五种格式：ESM 和 CJS 面向从 npm 安装的使用方，可以用 bundleless；UMD、IIFE 和 MF 在运行时作为文件加载，必须使用 bundle 模式。',
    description:
      '示意图：src/index.ts 被构建为五种格式，并标出各自的典型使用方。esm（bundle 或 bundleless）供打包工具、Node.js 和通过 import 加载的现代浏览器使用；cjs（bundle 或 bundleless）供通过 require() 加载的旧版 Node.js 和工具使用；umd（仅 bundle）供 script 标签、AMD 加载器或 CommonJS 使用；iife（仅 bundle）供单个 script 标签加载后立即执行；mf（仅 bundle）供在运行时加载它的 Module Federation 宿主应用使用。',
    either: 'bundle / bundleless',
    bundleOnly: '仅 bundle',
    consumers: {
      esm: ['打包工具、Node.js、', '现代浏览器（import）'],
      cjs: ['旧版 Node.js 和工具', '（require()）'],
      umd: ['<script> 标签、AMD', '加载器或 CommonJS'],
      iife: ['单个 <script> 标签，', '加载后立即执行'],
      mf: ['Module Federation', '宿主应用在运行时加载'],
    },
  },
};

const ROW = 64;
const SOURCE_Y = 2 * ROW + 10;

/** From one source to the five formats and the consumers each one serves. */
export function FormatTargetsFigure() {
  const t = useDiagramText(TEXT);
  return (
    <DiagramFigure
      width={600}
      height={5 * ROW + 4}
      caption={t.caption}
      description={t.description}
    >
      <Box x={8} y={SOURCE_Y} w={124} h={48} tone="group" />
      <Label x={70} y={SOURCE_Y + 29} text="src/index.ts" mono />
      {FORMATS.map((format, index) => {
        const y = 10 + index * ROW;
        return (
          <g key={format}>
            <Arrow
              points={[
                [132, SOURCE_Y + 24],
                [182, y + 24],
              ]}
            />
            <Box x={184} y={y} w={140} h={48} tone="accent" />
            <Label x={254} y={y + 21} text={format} tone="brand" mono />
            <Label
              x={254}
              y={y + 39}
              text={BUNDLELESS_OK.has(format) ? t.either : t.bundleOnly}
              tone="muted"
            />
            <Arrow
              points={[
                [324, y + 24],
                [364, y + 24],
              ]}
            />
            <Box x={366} y={y} w={226} h={48} />
            <Label
              x={380}
              y={y + 20}
              text={t.consumers[format]}
              anchor="start"
            />
          </g>
        );
      })}
    </DiagramFigure>
  );
}
