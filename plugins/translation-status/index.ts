import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { RspressPlugin, UserConfig } from '@rspress/core';
import type { Root } from 'mdast';
import { pageAddress } from '../../scripts/lib/page-paths.mjs';
import {
  translationStatus,
  UNCOMMITTED,
} from '../../scripts/lib/translation-status.mjs';
import { docsRoot, siteLanguages } from '../shared/site-config';
import { type NoticeData, noticeNode, withNotice } from './notice';

type Texts = Record<string, Record<string, string>>;

/**
 * The notice's texts in i18n.json; only the build reads them, so they stay
 * out of the texts every page loads (plugins/shared/build-only-texts).
 */
const NOTICE_KEYS = [
  'translationStatus.title',
  'translationStatus.outdated',
  'translationStatus.readOriginal',
] as const;

/** The address of a page of the default language, from its source path. */
const originalAddress = (file: string) =>
  pageAddress(file.replace(/\.mdx?$/, '.html'));

/**
 * The notices of the site's translated pages, by source path relative to
 * the docs root ('zh/guide/start/quick-start.mdx'): each page of a language
 * other than the default one that last changed before its original, as
 * `npm run i18n:check` reads git history (scripts/lib/translation-status).
 */
export function outdatedNotices(
  root: string,
  langs: readonly string[],
  defaultLang: string,
  timesFixture?: string,
  now = new Date(),
): Map<string, NoticeData> {
  const notices = new Map<string, NoticeData>();
  for (const lang of langs.filter((other) => other !== defaultLang)) {
    const status = translationStatus(root, {
      originalLang: defaultLang,
      translationLang: lang,
      timesFixture,
    });
    if ('skipped' in status) continue;
    for (const { file, original } of status.outdated) {
      notices.set(`${lang}/${file}`, {
        lang,
        // Uncommitted edits of the original: changed on the day of the build.
        originalChanged:
          original === UNCOMMITTED
            ? new Date(now.toISOString().slice(0, 10))
            : new Date(original * 1000),
        originalHref: originalAddress(file),
        originalLang: defaultLang,
      });
    }
  }
  return notices;
}

/**
 * The build's cache keeps a compiled page while its source is unchanged, but
 * a notice depends on git history: the notices join the cache's digest, so
 * a change of them compiles the pages again. (Rspress turns the cache off
 * with RSPRESS_PERSISTENT_CACHE=false; a digest would turn it back on.)
 */
function withCacheDigest(config: UserConfig, digest: string): UserConfig {
  if (process.env.RSPRESS_PERSISTENT_CACHE === 'false') return config;
  const builderConfig = config.builderConfig ?? {};
  const buildCache = builderConfig.performance?.buildCache;
  if (buildCache === false) return config;
  const cache = typeof buildCache === 'object' ? buildCache : {};
  return {
    ...config,
    builderConfig: {
      ...builderConfig,
      performance: {
        ...builderConfig.performance,
        buildCache: {
          ...cache,
          cacheDigest: [...(cache.cacheDigest ?? []), digest],
        },
      },
    },
  };
}

/**
 * A translated page whose original changed after it says so at the top of
 * its article, in its own language: the date of the original's change and
 * a link to the original. The notice is part of the page's compiled
 * Markdown (a remark step), so no page carries code or data for it.
 * `timesFixture` (tests only) lays change times over git's
 * (scripts/lib/translation-status readTimesFixture).
 */
export function pluginTranslationStatus({
  textsFile,
  timesFixture,
}: {
  /** The site's i18n.json: `translationStatus.*` keys. */
  textsFile: string;
  timesFixture?: string;
}): RspressPlugin {
  let root = '';
  let notices = new Map<string, NoticeData>();
  let texts: Texts = {};
  const remarkNotice = () => (tree: Root, file: { path?: string }) => {
    if (!file.path) return;
    const source = path.relative(root, file.path).split(path.sep).join('/');
    const notice = notices.get(source);
    if (!notice) return;
    const [title, outdated, readOriginal] = NOTICE_KEYS.map(
      (key) => texts[key]?.[notice.lang],
    );
    if (!title || !outdated?.includes('{{date}}') || !readOriginal) {
      throw new Error(
        `${textsFile}: ${NOTICE_KEYS.join(', ')} are needed in ${notice.lang}, the second with {{date}}`,
      );
    }
    withNotice(tree, noticeNode(notice, { title, outdated, readOriginal }));
  };
  return {
    name: 'rslib-docs:translation-status',
    markdown: { remarkPlugins: [remarkNotice] },
    config(config) {
      root = docsRoot(config);
      const { langs, defaultLang } = siteLanguages(config);
      notices = outdatedNotices(root, langs, defaultLang, timesFixture);
      texts = JSON.parse(readFileSync(textsFile, 'utf8'));
      const pages = [...notices.keys()];
      console.log(
        `translation notices: ${pages.length ? pages.join(', ') : 'none, every translation is as new as its original'}`,
      );
      const digest = JSON.stringify([...notices]);
      return withCacheDigest(config, `translation-status:${digest}`);
    },
  };
}
