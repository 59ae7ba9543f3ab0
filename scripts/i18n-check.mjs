// Translation drift check. Usage:
//   node scripts/i18n-check.mjs [docs root] [--glossary <file>] [--strict]
// (default root: docs; default glossary: docs-glossary.zh.json beside this
// repository's docs). Exits 1 when an English page has no Chinese twin at the
// same path, a Chinese page has no English original, or twins differ in
// heading structure. A translation last changed before its English page is
// only a warning: the change may not need translating. So are a competing
// rendering of a glossary term in Chinese prose and an English remark left
// in a Chinese code block title, unless --strict makes them errors.

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_LANG, SITE_LANGS } from '../site/language-list.mjs';
import { outlineDifference } from './lib/heading-outline.mjs';
import { lastChangeTimes, UNCOMMITTED } from './lib/last-changes.mjs';
import { pageFilesIn } from './lib/page-files.mjs';
import {
  readGlossary,
  termFindings,
  untranslatedTitles,
} from './lib/term-check.mjs';
import { outdatedTwins } from './lib/translation-status.mjs';

const ORIGINAL = { lang: DEFAULT_LANG, label: 'English' };
const TRANSLATION = {
  lang: SITE_LANGS.find((lang) => lang !== DEFAULT_LANG),
  label: 'Chinese',
};

const DEFAULT_GLOSSARY = path.join(
  import.meta.dirname,
  '..',
  'docs-glossary.zh.json',
);

/** The docs root, `--glossary <file>` and `--strict` from the command line. */
function parseArgs(args) {
  const options = { root: 'docs', glossary: DEFAULT_GLOSSARY, strict: false };
  for (let index = 0; index < args.length; index++) {
    const arg = args[index];
    if (arg === '--strict') options.strict = true;
    else if (arg === '--glossary') options.glossary = args[++index];
    else options.root = arg;
  }
  return options;
}

const options = parseArgs(process.argv.slice(2));
const root = path.resolve(options.root);
const problems = [];
const warnings = [];

/** A path as the reader can open it: relative when under the current folder. */
function shown(file) {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}
const pageIn = (lang, file) => path.join(root, lang, file);

for (const { lang } of [ORIGINAL, TRANSLATION]) {
  if (!existsSync(path.join(root, lang))) {
    console.error(`i18n:check: ${shown(path.join(root, lang))} not found`);
    process.exit(1);
  }
}

const originals = pageFilesIn(path.join(root, ORIGINAL.lang));
const translations = pageFilesIn(path.join(root, TRANSLATION.lang));
const twins = originals.filter((file) => translations.includes(file));

for (const file of originals.filter((name) => !translations.includes(name))) {
  problems.push(
    `${shown(pageIn(TRANSLATION.lang, file))}: missing; ` +
      `${shown(pageIn(ORIGINAL.lang, file))} has no ${TRANSLATION.label} twin`,
  );
}
for (const file of translations.filter((name) => !originals.includes(name))) {
  problems.push(
    `${shown(pageIn(TRANSLATION.lang, file))}: no ${ORIGINAL.label} ` +
      `original at ${shown(pageIn(ORIGINAL.lang, file))}`,
  );
}
for (const file of twins) {
  const [original, translation] = await Promise.all(
    [ORIGINAL, TRANSLATION].map(async ({ lang, label }) => ({
      label,
      source: await readFile(pageIn(lang, file), 'utf8'),
    })),
  );
  const difference = outlineDifference(original, translation);
  if (difference) {
    problems.push(
      `${shown(pageIn(TRANSLATION.lang, file))}: heading structure ` +
        `(H1-H3 levels and order) differs from ` +
        `${shown(pageIn(ORIGINAL.lang, file))}. ${difference}`,
    );
  }
}

// Terms: one rendering per glossary term in the Chinese prose, and code
// block titles whose remark is translated (the file name stays as it is).
const glossary = readGlossary(path.resolve(options.glossary));
const termProblems = [];
for (const file of translations) {
  const page = pageIn(TRANSLATION.lang, file);
  const source = await readFile(page, 'utf8');
  for (const finding of termFindings(source, glossary)) {
    const { line, column, found, preferred, en } = finding;
    termProblems.push(
      `${shown(page)}:${line}:${column}: "${found}": write "${preferred}" ` +
        `for "${en}" (${shown(path.resolve(options.glossary))})`,
    );
  }
  for (const { line, title, remark } of untranslatedTitles(source)) {
    termProblems.push(
      `${shown(page)}:${line}: code block title "${title}" keeps the English remark ${remark}; translate it`,
    );
  }
}
(options.strict ? problems : warnings).push(...termProblems);

const history = lastChangeTimes(root);
if ('skipped' in history) {
  console.log(`Translation freshness not checked: ${history.skipped}.`);
} else {
  const when = (time) =>
    time === UNCOMMITTED
      ? 'uncommitted edits'
      : `${new Date(time * 1000).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  // The same reading the build's notice on such pages comes from
  // (plugins/translation-status).
  const outdated = outdatedTwins(
    history.times,
    twins,
    ORIGINAL.lang,
    TRANSLATION.lang,
  );
  for (const { file, original, translation } of outdated) {
    warnings.push(
      `${shown(pageIn(TRANSLATION.lang, file))}: may be out of date; ` +
        `${shown(pageIn(ORIGINAL.lang, file))} changed after it ` +
        `(${when(original)}, translation ${when(translation)})`,
    );
  }
}

for (const warning of warnings) console.warn(`warning: ${warning}`);
for (const problem of problems) console.error(`error: ${problem}`);
console.log(
  `i18n:check: ${originals.length} ${ORIGINAL.label} and ` +
    `${translations.length} ${TRANSLATION.label} pages under ${shown(root) || '.'}; ` +
    `${problems.length} error(s), ${warnings.length} warning(s)`,
);
if (problems.length > 0) {
  console.error(
    `Every page under ${ORIGINAL.lang}/ needs a twin at the same path under ` +
      `${TRANSLATION.lang}/ (and the reverse), with the same H1-H3 headings ` +
      'in the same order' +
      (options.strict
        ? `, and ${TRANSLATION.label} prose uses the glossary's renderings.`
        : '.'),
  );
  process.exitCode = 1;
}
