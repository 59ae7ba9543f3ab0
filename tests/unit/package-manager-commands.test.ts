import { describe, expect, it } from '@rstest/core';
import { commandLines } from '../../theme/package-manager-tabs/commands';

describe('package-manager command lines', () => {
  it('prefixes a subcommand with each manager, npm first', () => {
    expect(commandLines('add @rslib/core -D')).toEqual([
      ['npm', 'npm add @rslib/core -D'],
      ['yarn', 'yarn add @rslib/core -D'],
      ['pnpm', 'pnpm add @rslib/core -D'],
      ['bun', 'bun add @rslib/core -D'],
      ['deno', 'deno add npm:@rslib/core -D'],
    ]);
  });

  it('gives Deno every package name as npm:, but only the first of run', () => {
    expect(commandLines('add vue vue-tsc -D').at(-1)).toEqual([
      'deno',
      'deno add npm:vue npm:vue-tsc -D',
    ]);
    expect(commandLines('run storybook dev').at(-1)).toEqual([
      'deno',
      'deno run npm:storybook dev',
    ]);
    expect(commandLines('add jsr:@std/path').at(-1)).toEqual([
      'deno',
      'deno add jsr:@std/path',
    ]);
  });

  it('takes lines given per manager as they are, in their order', () => {
    expect(
      commandLines({
        npm: 'npm create rslib@latest',
        yarn: 'yarn create rslib',
      }),
    ).toEqual([
      ['npm', 'npm create rslib@latest'],
      ['yarn', 'yarn create rslib'],
    ]);
  });
});
