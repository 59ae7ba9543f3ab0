// Compiles MDX pages the way the site's Markdown pipeline parses them, so a
// syntax slip (an unescaped `{` or `<` in prose) is reported in a second,
// without a full site build. Usage: node scripts/check-mdx.mjs [files...]

import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

const files = process.argv.slice(2);
const targets = files.length
  ? files
  : ['docs/en', 'docs/zh'].flatMap((dir) =>
      readdirSync(dir, { recursive: true })
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => `${dir}/${name}`),
    );
let failed = 0;
for (const file of targets) {
  try {
    await compile(await readFile(file, 'utf8'), {
      format: file.endsWith('.mdx') ? 'mdx' : 'md',
      remarkPlugins: [remarkGfm],
    });
  } catch (error) {
    failed += 1;
    console.error(`${file}: ${error.message}`);
  }
}
console.log(`${targets.length - failed} of ${targets.length} pages compile`);
process.exit(failed ? 1 : 0);
