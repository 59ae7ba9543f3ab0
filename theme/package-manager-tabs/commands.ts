/** The package managers a command is shown for, in tab order. */
export const PACKAGE_MANAGERS = ['npm', 'yarn', 'pnpm', 'bun', 'deno'] as const;

/**
 * Deno takes npm packages as `npm:<name>`: every positional argument after
 * the subcommand, or only the first one for `run`.
 */
function forDeno(line: string): string {
  const [tool, subcommand, ...rest] = line.split(' ');
  let prefixed = false;
  const args = rest.map((arg) => {
    if (arg.startsWith('-') || arg.includes(':')) return arg;
    if (subcommand === 'run' && prefixed) return arg;
    prefixed = true;
    return `npm:${arg}`;
  });
  return [tool, subcommand, ...args].join(' ');
}

/**
 * The command line for each package manager. A string is a subcommand
 * with its arguments (`add @rslib/core -D`, `run dev`), the same for every
 * manager but Deno's package names; an object gives each line as is.
 */
export function commandLines(
  command: string | Record<string, string>,
): [manager: string, line: string][] {
  if (typeof command !== 'string') return Object.entries(command);
  return PACKAGE_MANAGERS.map((manager) => {
    const line = `${manager} ${command}`;
    return [manager, manager === 'deno' ? forDeno(line) : line];
  });
}
