import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import {
  RSPRESS_CODE_NOTATION_CLASSES,
  RSPRESS_REPLACED_COMPONENT_CLASSES,
  RSPRESS_UNUSED_BASE_STYLE_MARKERS,
} from '../../rspress-adapter/browser/rspress-internals';

/**
 * The hosted-search test build swaps in a provider client that talks to the
 * browser tests' local server (theme/search/test-hosts-client.ts). That code
 * must reach no other build: these strings are its fingerprints.
 */
const TEST_HOST_MARKERS = ['__SEARCH_TEST_HOSTS__', '127.0.0.1'];

const ROOT = path.join(import.meta.dirname, '../..');

/** Every script (or stylesheet) of a build's output, joined. */
function scriptsOf(buildDir: string, kind: 'js' | 'css' = 'js'): string {
  const dir = path.join(ROOT, buildDir, 'static', kind);
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(`.${kind}`))
    .map((entry) =>
      readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
    )
    .join('\n');
}

/** Which of the markers the text holds. */
const foundIn = (text: string, markers: readonly string[]) =>
  markers.filter((marker) => text.includes(marker));

test('the published build carries none of the test-only search client', () => {
  expect(foundIn(scriptsOf('doc_build'), TEST_HOST_MARKERS)).toEqual([]);
});

test('the hosted-search test build carries it, so the markers find it', () => {
  expect(scriptsOf('doc_build_hosted')).toContain(TEST_HOST_MARKERS[0]);
});

test('the published build ships none of Rspress’s own content components', () => {
  // The site draws code blocks, callouts and the Markdown buttons itself.
  const shipped = `${scriptsOf('doc_build')}\n${scriptsOf('doc_build', 'css')}`;
  expect(
    foundIn(shipped, Object.values(RSPRESS_REPLACED_COMPONENT_CLASSES)),
  ).toEqual([]);
});

test('the published stylesheet has none of Rspress’s base styles for parts the site does not draw', () => {
  const styles = scriptsOf('doc_build', 'css');
  expect(foundIn(styles, RSPRESS_UNUSED_BASE_STYLE_MARKERS)).toEqual([]);
  // The rest of the base styles still ship, the code colours among them.
  expect(styles).toContain('--tk-kw:');
});

test('no published page uses Rspress’s code notations, whose styles the site does not ship', () => {
  // Line highlighting ({1,3}), diff and focus marks would show as plain
  // code: draw them in theme/content first, then let a page use them.
  const pages = readdirSync(path.join(ROOT, 'doc_build'), {
    recursive: true,
    withFileTypes: true,
  }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  expect(pages.length).toBeGreaterThan(50);
  const using = pages.filter((entry) => {
    const html = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    return RSPRESS_CODE_NOTATION_CLASSES.some((name) =>
      new RegExp(`class="[^"]*\\b${name}\\b`).test(html),
    );
  });
  expect(using.map((entry) => entry.name)).toEqual([]);
});

/** Every stylesheet under `dir` (relative to the project), joined. */
function sourceStylesOf(dir: string): string {
  return readdirSync(path.join(ROOT, dir), {
    recursive: true,
    withFileTypes: true,
  })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
    .map((entry) =>
      readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
    )
    .join('\n');
}

const namesIn = (text: string, pattern: RegExp) =>
  new Set([...text.matchAll(pattern)].map((match) => match[1]));

test('the pages’ stylesheets keep every custom property the build reads, and none it never reads', () => {
  const styles = scriptsOf('doc_build', 'css');
  const scripts = scriptsOf('doc_build');
  const all = `${styles}\n${scripts}`;
  // The shared stylesheet and the components' (async/): the search modal's
  // is DocSearch's file, kept whole.
  const pageStyles = readdirSync(path.join(ROOT, 'doc_build/static/css'), {
    recursive: true,
    withFileTypes: true,
  })
    .filter(
      (entry) =>
        entry.isFile() &&
        /^(styles\.|async)/.test(
          path.relative(
            path.join(ROOT, 'doc_build/static/css'),
            path.join(entry.parentPath, entry.name),
          ),
        ),
    )
    .map((entry) =>
      readFileSync(path.join(entry.parentPath, entry.name), 'utf8'),
    )
    .join('\n');
  const declared = namesIn(styles, /(--[\w-]+)\s*:/g);
  const shipped = namesIn(pageStyles, /(--[\w-]+)\s*:/g);
  const read = new Set([
    ...namesIn(all, /var\(\s*(--[\w-]+)/g),
    // Set or read by name from a script (`style={{'--x': …}}`).
    ...namesIn(scripts, /["'`](--[\w-]+)["'`]/g),
  ]);
  // Declared by the stylesheets the build starts from: the site's, Rspress's
  // base styles, DocSearch's.
  const declaredInSources = namesIn(
    [
      sourceStylesOf('theme'),
      sourceStylesOf('rspress-adapter'),
      sourceStylesOf('node_modules/@rspress/core/dist/theme/styles'),
      sourceStylesOf('node_modules/@docsearch/css/dist'),
    ].join('\n'),
    /(--[\w-]+)\s*:/g,
  );
  // plugins/unused-css-variables removes declarations nothing reads; one
  // that something reads must survive it.
  expect(
    [...read].filter(
      (name) => declaredInSources.has(name) && !declared.has(name),
    ),
    'read, declared in the sources, not shipped',
  ).toEqual([]);
  expect(
    [...shipped].filter((name) => !read.has(name)),
    'shipped, read nowhere',
  ).toEqual([]);
  // Rspress's own theme palette, which the site does not draw with.
  expect(declaredInSources.has('--rp-shadow-4')).toBe(true);
  expect(shipped.has('--rp-shadow-4')).toBe(false);
});

/** Hook names of unhead's browser renderer, which the site's head replaces. */
const UNHEAD_MARKERS = ['dom:rendered', 'entries:updated'];

test('the published build ships no unhead: the browser head is the theme’s own', () => {
  // rspress-adapter/build/browser-stand-ins points Rspress's imports of it at the adapter's head.
  expect(foundIn(scriptsOf('doc_build'), UNHEAD_MARKERS)).toEqual([]);
});

test('the unhead markers are in unhead’s browser renderer, so they would find it', () => {
  const fromHeadLibrary = createRequire(
    createRequire(import.meta.url).resolve('@unhead/react/client'),
  );
  const renderer = readFileSync(
    fromHeadLibrary.resolve('unhead/client'),
    'utf8',
  );
  for (const marker of UNHEAD_MARKERS) expect(renderer).toContain(marker);
});

/** Messages of React Router's router, which the site's router replaces. */
const REACT_ROUTER_MARKERS = [
  'You cannot render a <Router> inside another <Router>',
  'may be used only in the context of a <Router> component',
];

test('the published build ships no React Router: the browser router is the theme’s own', () => {
  // rspress-adapter/build/browser-stand-ins points Rspress's imports of it at the adapter's router.
  expect(foundIn(scriptsOf('doc_build'), REACT_ROUTER_MARKERS)).toEqual([]);
});

test('the React Router markers are in its package, so they would find it', () => {
  const entry = createRequire(import.meta.url).resolve('react-router');
  const source = readFileSync(entry, 'utf8');
  // The entry re-exports its code from chunk files beside it.
  const chunks = [...source.matchAll(/from "\.\/(chunk-\w+\.m?js)"/g)].map(
    ([, file]) => readFileSync(path.join(path.dirname(entry), file), 'utf8'),
  );
  const code = [source, ...chunks].join('\n');
  for (const marker of REACT_ROUTER_MARKERS) expect(code).toContain(marker);
});
