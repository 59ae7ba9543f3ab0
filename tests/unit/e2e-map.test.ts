import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';

const TESTS_DIR = path.join(import.meta.dirname, '..');
const MAP = readFileSync(path.join(TESTS_DIR, 'e2e/README.md'), 'utf8');

/** Every `file › \`test name\`` the map names. */
function mappedTests(markdown: string) {
  return [
    ...markdown.matchAll(/([\w./-]+\.(?:spec|test)\.ts) › `([^`]+)`/g),
  ].map(([, file, name]) => ({ file, name }));
}

const escapeRegExp = (text: string) =>
  text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The titles of a test file as patterns: quoted titles match themselves, a
 * template title's `${…}` parts match any text.
 */
function titlePatterns(source: string): RegExp[] {
  const calls = source.matchAll(
    /\b(?:test|it)\(\s*(['"`])((?:\\.|(?!\1)[\s\S])*?)\1/g,
  );
  return [...calls].map(([, quote, raw]) => {
    const text = raw.replace(/\\(['"`\\])/g, '$1');
    const parts =
      quote === '`'
        ? text.split(/\$\{[^}]*\}/).map(escapeRegExp)
        : [escapeRegExp(text)];
    return new RegExp(`^${parts.join('.+')}$`);
  });
}

describe('tests/e2e/README.md', () => {
  const entries = mappedTests(MAP);

  it('maps the behaviours to tests', () => {
    expect(entries.length).toBeGreaterThan(50);
  });

  it('names only tests that exist', () => {
    const patterns = new Map<string, RegExp[]>();
    const missing = entries.filter(({ file, name }) => {
      if (!patterns.has(file)) {
        const source = readFileSync(path.join(TESTS_DIR, file), 'utf8');
        patterns.set(file, titlePatterns(source));
      }
      return !patterns.get(file)?.some((pattern) => pattern.test(name));
    });
    expect(missing).toEqual([]);
  });
});

describe('title patterns', () => {
  it('read quoted and template titles, and a renamed test no longer matches', () => {
    const patterns = titlePatterns(
      "test('plain title', () => {});\n" +
        // biome-ignore lint/suspicious/noTemplateCurlyInString: source text of a template title
        'it(`${lang}: per language`, () => {});\n' +
        "test(\n  'a title on its own line',\n  async () => {},\n);",
    );
    const matches = (name: string) =>
      patterns.some((pattern) => pattern.test(name));
    expect(matches('plain title')).toBe(true);
    expect(matches('zh: per language')).toBe(true);
    expect(matches('a title on its own line')).toBe(true);
    expect(matches('plain title, renamed')).toBe(false);
  });
});
