import { createFixture, type FixtureSpec } from './fixture';
import { type CliResult, runRslib } from './rslib-cli';

export interface BuiltFixture extends CliResult {
  root: string;
}

/** Creates a sample library and runs `rslib` (with `args` and `env`) in it. */
export async function buildFixture(
  spec: FixtureSpec,
  args: string[] = [],
  env: NodeJS.ProcessEnv = {},
): Promise<BuiltFixture> {
  const root = createFixture(spec);
  const result = await runRslib(root, args, env);
  return { root, ...result };
}
