import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import type { TwoslashShikiReturn } from '@shikijs/twoslash/core';
import { codeKey, createHoverCache } from '../../plugins/twoslash/hover-cache';

// The hover cache alone: memory, then files under node_modules/.cache, keyed
// by the example's code and the settings it was checked with.
const CODE = "export const x = 'a';\n";
const result = (code: string) =>
  ({
    code,
    nodes: [
      {
        type: 'hover',
        text: 'const x: "a"',
        start: 13,
        length: 1,
        target: 'x',
        line: 0,
        character: 13,
      },
    ],
    meta: { extension: 'ts' },
  }) as unknown as TwoslashShikiReturn;

const freshRoot = () => mkdtempSync(path.join(tmpdir(), 'hover-cache-'));

describe('hover cache', () => {
  it('keys an example by its code, whatever line breaks end it', () => {
    expect(codeKey(CODE, 'ts')).toBe(codeKey(CODE.trimEnd(), 'ts'));
    expect(codeKey(CODE, 'ts')).not.toBe(codeKey(CODE, 'tsx'));
    expect(codeKey(CODE, 'ts')).not.toBe(codeKey(`${CODE} `, 'ts'));
  });

  it('gives back a stored result, to this process and to the next build', () => {
    const root = freshRoot();
    const cache = createHoverCache({ root, settings: 'a' });
    expect(cache.read(CODE, 'ts')).toBeNull();
    cache.write(CODE, result(CODE), 'ts');
    expect(cache.read(CODE, 'ts')?.nodes).toEqual(result(CODE).nodes);
    // A new process (another build) finds it on disk.
    const next = createHoverCache({ root, settings: 'a' });
    expect(next.read(CODE, 'ts')?.code).toBe(CODE);
    // Other settings (a new TypeScript, @rslib/core or checker) miss.
    expect(
      createHoverCache({ root, settings: 'b' }).read(CODE, 'ts'),
    ).toBeNull();
    expect(Object.keys(cache.used().entries)).toEqual([codeKey(CODE, 'ts')]);
  });

  it('does not store a result whose code differs from the example', () => {
    const cache = createHoverCache({ root: freshRoot(), settings: 'a' });
    cache.write(CODE, result('other'), 'ts');
    expect(cache.read(CODE, 'ts')).toBeNull();
  });
});
