import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

/**
 * The site's colours are declared once, as custom properties in the palette
 * stylesheet; every other stylesheet and component reads them by name. A
 * colour written anywhere else is a second palette in the making.
 */
const themeDir = path.join(import.meta.dirname, '../../theme');
const PALETTE_FILE = 'palette.css';

/** Hex colours, colour functions and the named colours people reach for. */
const COLOUR_LITERAL =
  /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![-\w])(?:white|black|red|green|blue|orange|navy|gray|grey|silver)(?![-\w])/gi;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(css|tsx?)$/.test(entry.name) ? [full] : [];
  });
}

/** The code without its comments, which may name colours freely. */
function withoutComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
}

/** `file:line: literal` for each colour literal in the given sources. */
function literalsIn(files: readonly string[]): string[] {
  return files.flatMap((file) =>
    withoutComments(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, index) =>
        [...line.matchAll(COLOUR_LITERAL)].map(
          ([literal]) =>
            `${path.relative(themeDir, file)}:${index + 1}: ${literal}`,
        ),
      ),
  );
}

/** `--name: value` declarations of a stylesheet, in order. */
function declarations(css: string): [string, string][] {
  return [...withoutComments(css).matchAll(/(--[\w-]+)\s*:\s*([^;{}]+);/g)].map(
    ([, name, value]) => [name, value.trim()],
  );
}

describe('one palette', () => {
  it('has no colour literal outside the palette stylesheet', () => {
    const others = sourceFiles(themeDir).filter(
      (file) => path.relative(themeDir, file) !== PALETTE_FILE,
    );
    expect(others.length).toBeGreaterThan(20);
    expect(literalsIn(others)).toEqual([]);
  });

  it('finds a colour written in a component, so the check above can fail', () => {
    expect(
      '.x { color: #c2410c; border: 1px solid rgb(0 0 0 / 10%); fill: white }'.match(
        COLOUR_LITERAL,
      ),
    ).toEqual(['#c2410c', 'rgb(', 'white']);
    expect('var(--site-c-bg-soft) --x-white'.match(COLOUR_LITERAL)).toBeNull();
  });

  it('declares every colour property the theme reads', () => {
    const declared = new Set(
      declarations(readFileSync(path.join(themeDir, PALETTE_FILE), 'utf8')).map(
        ([name]) => name,
      ),
    );
    const read = new Set(
      sourceFiles(themeDir).flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/var\((--site-c-[\w-]+)/g)].map(
          ([, name]) => name,
        ),
      ),
    );
    // An undeclared one makes its rule fall back silently (a link drawn in
    // the text colour).
    expect([...read].filter((name) => !declared.has(name))).toEqual([]);
  });

  it('declares each of its properties once per theme', () => {
    const palette = readFileSync(path.join(themeDir, PALETTE_FILE), 'utf8');
    const blocks = [...withoutComments(palette).matchAll(/\{([^}]*)\}/g)].map(
      ([, body]) => body,
    );
    for (const block of blocks) {
      const names = declarations(`{${block}}`).map(([name]) => name);
      expect(names).toEqual([...new Set(names)]);
    }
  });

  it('gives the search modal the site palette for every DocSearch colour', () => {
    const docsearchCss = readFileSync(
      createRequire(import.meta.url).resolve('@docsearch/css/dist/style.css'),
      'utf8',
    );
    const colourVars = new Set(
      declarations(docsearchCss)
        .filter(([name, value]) => {
          COLOUR_LITERAL.lastIndex = 0;
          return name.startsWith('--docsearch-') && COLOUR_LITERAL.test(value);
        })
        .map(([name]) => name),
    );
    expect(colourVars.size).toBeGreaterThan(10);
    const siteCss = sourceFiles(themeDir)
      .filter((file) => file.endsWith('.css'))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    const mapped = new Map(
      declarations(siteCss).filter(([name]) => name.startsWith('--docsearch-')),
    );
    for (const name of colourVars) {
      expect(mapped.get(name), name).toMatch(/var\(--site-/);
    }
  });
});
