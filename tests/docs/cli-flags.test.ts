/**
 * /guide/basic/cli documents exactly the commands and flags that the pinned
 * `rslib` binary offers: a documented flag that does not exist fails, and
 * so does an existing flag that the page leaves out.
 */
import { beforeAll, describe, expect, test } from '@rstest/core';
import { type CliHelp, readCliHelp } from './helpers/cli-help';
import {
  type CliPageSection,
  cliPageSections,
  documentedCommands,
} from './helpers/cli-page';

const HELP_FLAGS = new Set(['-h', '--help']);

let topLevel: CliHelp;
const commandHelp = new Map<string, CliHelp>();

beforeAll(async () => {
  topLevel = await readCliHelp(['--help']);
  for (const command of topLevel.commands) {
    commandHelp.set(command, await readCliHelp([command, '-h']));
  }
});

function sorted(flags: Iterable<string>): string[] {
  return [...flags].sort();
}

/** Flags shared by every command: the page's "common options". */
function commonFlags(): Set<string> {
  const [first, ...rest] = [...commandHelp.values()].map((help) => help.flags);
  return new Set(
    [...first].filter(
      (flag) => !HELP_FLAGS.has(flag) && rest.every((set) => set.has(flag)),
    ),
  );
}

describe.each(['en', 'zh'] as const)('CLI page (%s)', (lang) => {
  const sections = cliPageSections(lang);
  const [commandsSection, commonSection] = sections;
  const sectionOf = (command: string): CliPageSection => {
    const section = sections.find((candidate) =>
      candidate.heading.includes(`\`rslib ${command}\``),
    );
    if (!section) throw new Error(`no section for rslib ${command}`);
    return section;
  };

  test('documents every command of the CLI and no other', () => {
    expect(topLevel.commands.length).toBeGreaterThan(0);
    expect(documentedCommands(sections).sort()).toEqual(
      [...topLevel.commands].sort(),
    );
  });

  test('the common options are the flags every command accepts', () => {
    expect(sorted(commonSection.flags)).toEqual(sorted(commonFlags()));
  });

  test('top-level flags (help, version) exist', () => {
    for (const flag of commandsSection.flags) {
      expect(topLevel.flags, flag).toContain(flag);
    }
    expect(sorted(commandsSection.flags)).toEqual(
      sorted(['-h', '--help', '-v', '--version']),
    );
  });

  test('`rslib` without a command takes the flags of `rslib build`', () => {
    expect(sorted(topLevel.flags)).toEqual(
      sorted(commandHelp.get('build')?.flags ?? []),
    );
  });

  test.each(['build', 'inspect', 'mf-dev'])(
    'rslib %s: documented flags equal the help output',
    (command) => {
      const help = commandHelp.get(command);
      expect(help, `rslib ${command} -h`).toBeDefined();
      const documented = new Set([
        ...sectionOf(command).flags,
        ...commonSection.flags,
        ...[...commandsSection.flags].filter((flag) => help?.flags.has(flag)),
      ]);
      expect(sorted(documented)).toEqual(sorted(help?.flags ?? []));
    },
  );
});
