import { DiagramFigure } from './DiagramFigure';
import { NODE_EXAMPLE_OUTPUT } from './node-example-output';
import { Arrow, Label } from './shapes';
import { useDiagramText } from './use-diagram-text';

type OutputFile = (typeof NODE_EXAMPLE_OUTPUT)[number];

/** The package.json field that points at each file, if one does. */
const REFERENCED_BY: Partial<Record<OutputFile, string>> = {
  'dist/esm/index.js': 'exports["."].import.default',
  'dist/esm/index.d.ts': 'exports["."].import.types',
  'dist/esm/cli.js': 'bin.greet',
  'dist/cjs/index.cjs': 'exports["."].require.default',
  'dist/cjs/index.d.cts': 'exports["."].require.types',
};

const TEXT = {
  en: {
    caption:
      'The build of the complete example: one folder per lib item, declarations next to the JavaScript, and the package.json field that points at each file.',
    description:
      'Diagram: the dist folder of the Node.js complete example. dist/esm holds index.js (exports import default), index.d.ts (exports import types), cli.js (bin greet) and cli.d.ts. dist/cjs holds index.cjs (exports require default), index.d.cts (exports require types) and cli.d.cts. cli.d.ts and cli.d.cts are not referenced by package.json; they exist because tsconfig.json includes src/cli.ts.',
    unreferenced: 'from tsconfig include',
    field: 'package.json',
  },
  zh: {
    caption:
      '完整示例的构建结果：每个 lib 配置项一个目录，类型声明与 JavaScript 放在一起，右侧是指向各文件的 package.json 字段。',
    description:
      '示意图：Node.js 完整示例的 dist 目录。dist/esm 中有 index.js（exports 的 import default）、index.d.ts（exports 的 import types）、cli.js（bin 中的 greet）和 cli.d.ts；dist/cjs 中有 index.cjs（exports 的 require default）、index.d.cts（exports 的 require types）和 cli.d.cts。package.json 没有引用 cli.d.ts 和 cli.d.cts，它们因 tsconfig.json 包含 src/cli.ts 而生成。',
    unreferenced: '因 tsconfig include 生成',
    field: 'package.json',
  },
};

const ROW = 26;
const TOP = 30;

interface TreeLine {
  text: string;
  depth: number;
  file?: OutputFile;
}

function treeLines(): TreeLine[] {
  const lines: TreeLine[] = [{ text: 'dist/', depth: 0 }];
  let folder = '';
  for (const file of NODE_EXAMPLE_OUTPUT) {
    const [, dir, name] = file.split('/');
    if (dir !== folder) {
      folder = dir;
      lines.push({ text: `${dir}/`, depth: 1 });
    }
    lines.push({ text: name, depth: 2, file });
  }
  return lines;
}

/** The dist folder of the Node.js guide's complete example and what points at each file. */
export function NodeOutputLayoutFigure() {
  const t = useDiagramText(TEXT);
  const lines = treeLines();
  return (
    <DiagramFigure
      width={580}
      height={TOP + lines.length * ROW}
      caption={t.caption}
      description={t.description}
    >
      <Label x={318} y={18} text={t.field} tone="title" anchor="start" />
      {lines.map((line, index) => {
        const y = TOP + index * ROW + 16;
        const x = 16 + line.depth * 24;
        const field = line.file ? REFERENCED_BY[line.file] : undefined;
        const isDeclaration = line.text.includes('.d.');
        return (
          <g key={line.file ?? line.text}>
            <Label
              x={x}
              y={y}
              text={line.text}
              tone={line.depth < 2 ? 'title' : isDeclaration ? 'brand' : 'text'}
              anchor="start"
              mono
            />
            {line.file && field && (
              <>
                <Arrow
                  points={[
                    [312, y - 4],
                    [x + 118, y - 4],
                  ]}
                />
                <Label x={318} y={y} text={field} anchor="start" mono />
              </>
            )}
            {line.file && !field && (
              <Label
                x={318}
                y={y}
                text={t.unreferenced}
                tone="muted"
                anchor="start"
              />
            )}
          </g>
        );
      })}
    </DiagramFigure>
  );
}
