/**
 * site/lib-option-history.json (the versions behind the "Added in" badges
 * of the lib option pages) against two published @rslib/core versions,
 * downloaded here: the newest release that added options and the release
 * before it. At each of them, the options the data says exist are exactly
 * those the version declares, and so are the deprecated ones.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from '@rstest/core';
import type { OptionHistory } from '../../scripts/lib/lib-option-tree.mjs';
import {
  libOptionTree,
  stableVersions,
  unpackVersions,
} from '../../scripts/lib/lib-option-tree.mjs';
import historyData from '../../site/lib-option-history.json';

const history: OptionHistory = historyData;
const order = (version: string) => history.versions.indexOf(version);
const entries = Object.entries(history.options);

// The newest version some option was first declared in, and its predecessor.
const newest = history.versions.findLast((version) =>
  entries.some(([, entry]) => entry.added === version),
) as string;
const before = history.versions[order(newest) - 1];

/** The options the data says a version declares, and which are deprecated. */
function claimedAt(version: string) {
  const at = order(version);
  const present = entries.filter(
    ([, entry]) =>
      order(entry.added) <= at &&
      (entry.removed === undefined || order(entry.removed) > at),
  );
  return {
    options: present.map(([key]) => key).sort(),
    deprecated: present
      .filter(
        ([, entry]) =>
          entry.deprecated !== undefined && order(entry.deprecated) <= at,
      )
      .map(([key]) => key)
      .sort(),
  };
}

let folder: string;
const declared = new Map<string, ReturnType<typeof claimedAt>>();

beforeAll(() => {
  folder = mkdtempSync(path.join(tmpdir(), 'lib-option-history-'));
  for (const unpacked of unpackVersions([before, newest], folder)) {
    const tree = libOptionTree(unpacked);
    declared.set(unpacked.version, {
      options: [...tree.keys()].sort(),
      deprecated: [...tree]
        .filter(([, option]) => option.deprecated)
        .map(([key]) => key)
        .sort(),
    });
  }
});

afterAll(() => {
  if (folder) rmSync(folder, { recursive: true, force: true });
});

describe('lib option history', () => {
  test('lists published versions, from the first one on', () => {
    const published = stableVersions(
      JSON.parse(
        execFileSync('npm', ['view', '@rslib/core', 'versions', '--json'], {
          encoding: 'utf8',
        }),
      ),
    );
    expect(history.firstVersion).toBe(published[0]);
    expect(history.versions[0]).toBe(history.firstVersion);
    expect(history.versions).toEqual(
      published.slice(0, history.versions.length),
    );
  });

  test('the versions compared differ: options were added between them', () => {
    expect(before).toBeDefined();
    const added = entries.filter(([, entry]) => entry.added === newest);
    expect(added.length).toBeGreaterThan(0);
  });

  test.each([
    ['the release before the newest additions', () => before],
    ['the newest release that added options', () => newest],
  ])(
    'at %s, the options and deprecations match its declarations',
    (_, version) => {
      const claimed = claimedAt(version());
      const found = declared.get(version());
      expect(found?.options.length).toBeGreaterThan(20);
      expect(claimed).toEqual(found);
    },
  );
});
