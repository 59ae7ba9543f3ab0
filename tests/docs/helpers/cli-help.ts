import { runRslib } from './rslib-cli';

export interface CliHelp {
  commands: string[];
  /** Every flag, short and long, including `--no-x` forms named in hints. */
  flags: Set<string>;
}

/** Runs `rslib <args>` (a help request) and parses commands and flags. */
export async function readCliHelp(args: string[]): Promise<CliHelp> {
  const { code, output } = await runRslib(process.cwd(), args);
  if (code !== 0) throw new Error(`rslib ${args.join(' ')} failed:\n${output}`);
  return parseHelp(output);
}

export function parseHelp(output: string): CliHelp {
  const commands: string[] = [];
  const flags = new Set<string>();
  let part = '';
  for (const line of output.split('\n')) {
    const heading = /^(\w+):\s*$/.exec(line);
    if (heading) {
      part = heading[1];
      continue;
    }
    if (part === 'Commands') {
      const command = /^\s{2}([\w-]+)\s{2,}/.exec(line);
      if (command) commands.push(command[1]);
    }
    if (part === 'Options') {
      const option = /^\s+(?:(-\w), )?(--[\w-]+)/.exec(line);
      if (!option) continue;
      if (option[1]) flags.add(option[1]);
      flags.add(option[2]);
      // "(use --no-bundle to disable)": the negated form is a flag too.
      for (const hint of line.matchAll(/use (--no-[\w-]+) to disable/g)) {
        flags.add(hint[1]);
      }
    }
  }
  return { commands, flags };
}
