// Which translated pages last changed before their original: the drift
// `npm run i18n:check` warns about, and the notice the build puts at the top
// of such a page (plugins/translation-status). One reading serves both.

import { readFileSync } from 'node:fs';
import { lastChangeTimes, UNCOMMITTED } from './last-changes.mjs';
import { pageFilesIn } from './page-files.mjs';

export { UNCOMMITTED };

/**
 * The twins (page paths relative to each language folder) whose translation
 * last changed before its original, with both times (Unix seconds, or
 * UNCOMMITTED), in the order given. `times` maps '<lang>/<page path>' to
 * the time of its last change; a page it does not know is left out.
 */
export function outdatedTwins(times, twins, originalLang, translationLang) {
  return twins.flatMap((file) => {
    const original = times.get(`${originalLang}/${file}`);
    const translation = times.get(`${translationLang}/${file}`);
    if (original === undefined || translation === undefined) return [];
    return translation < original ? [{ file, original, translation }] : [];
  });
}

/**
 * Change times from a JSON file ('<lang>/<page path>' → an ISO date), laid
 * over git's by the browser tests' build to mark a page as outdated.
 */
export function readTimesFixture(file) {
  const dates = JSON.parse(readFileSync(file, 'utf8'));
  return new Map(
    Object.entries(dates).map(([page, date]) => {
      const time = Date.parse(date);
      if (Number.isNaN(time)) throw new Error(`${file}: ${page}: not a date`);
      return [page, time / 1000];
    }),
  );
}

/**
 * The outdated translations under a docs root, from git history with the
 * times of `timesFixture` (a file, see readTimesFixture) laid over it:
 * `{ outdated }`, or `{ skipped }` saying why history cannot tell.
 */
export function translationStatus(
  root,
  { originalLang, translationLang, timesFixture },
) {
  const history = lastChangeTimes(root);
  const fixture = timesFixture ? readTimesFixture(timesFixture) : new Map();
  if ('skipped' in history && fixture.size === 0) return history;
  const times = new Map([...(history.times ?? []), ...fixture]);
  const translations = new Set(pageFilesIn(`${root}/${translationLang}`));
  const twins = pageFilesIn(`${root}/${originalLang}`).filter((file) =>
    translations.has(file),
  );
  return {
    outdated: outdatedTwins(times, twins, originalLang, translationLang),
  };
}
