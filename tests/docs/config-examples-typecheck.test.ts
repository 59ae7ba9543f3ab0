/**
 * Every config example on the site (both languages) compiles with the
 * pinned TypeScript against the pinned `@rslib/core`.
 */
import { beforeAll, describe, expect, test } from '@rstest/core';
import {
  type ConfigExample,
  configExamples,
  PARTIAL_MARKER,
} from './helpers/config-examples';
import { typecheck } from './helpers/typecheck-project';

const examples = configExamples();
const checked = examples.filter((example) => !example.partial);

/** A wrong option value that must be reported, proving the check bites. */
const CANARY = {
  file: 'canary/rslib.config.ts',
  code: [
    "import { defineConfig } from '@rslib/core';",
    "export default defineConfig({ lib: [{ format: 'esmodule' }] });",
  ].join('\n'),
};

function projectPathOf(example: ConfigExample): string {
  const slug = example.page.replace(/\.mdx?$/, '').replaceAll('/', '-');
  return `${example.lang}/${slug}-L${example.block.line}/${example.fileName}`;
}

let diagnostics = new Map<string, string[]>();

beforeAll(() => {
  diagnostics = typecheck([
    CANARY,
    ...checked.map((example) => ({
      file: projectPathOf(example),
      code: example.block.code,
    })),
  ]);
});

describe('config examples type-check', () => {
  test('the examples are found in both languages', () => {
    const perLang = (lang: string) =>
      examples.filter((example) => example.lang === lang).length;
    expect(perLang('en')).toBeGreaterThan(100);
    expect(perLang('zh')).toBe(perLang('en'));
  });

  test(`blocks marked "${PARTIAL_MARKER}" are fragments without defineConfig`, () => {
    const marked = examples.filter((example) => example.partial);
    for (const example of marked) {
      expect(example.block.code, projectPathOf(example)).not.toContain(
        'defineConfig(',
      );
    }
  });

  test('the compiler reports a wrong option value (canary)', () => {
    expect(diagnostics.get(CANARY.file)?.join('\n')).toContain('esmodule');
  });

  test('no project-level compiler errors', () => {
    expect(diagnostics.get('(project)') ?? []).toEqual([]);
  });

  test.each(checked.map((example) => [projectPathOf(example)]))(
    '%s',
    (file) => {
      expect(diagnostics.get(file) ?? []).toEqual([]);
    },
  );
});
