import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { pluginSearchRecords } from '../../plugins/search-records';
import { extractRecords } from '../../plugins/search-records/extract-records';
import { REGION } from '../../site/regions';
import { withObjectIds } from '../../site/search-object-ids.mjs';
import { recordsPath, type StoredSearchRecord } from '../../site/search-record';

// The shape the theme renders a doc page in: only the article is read.
const html = `<!doctype html><html><body>
<nav><a href="/guide/">Guide</a></nav>
<div class="doc" data-region="${REGION.article}">
  <h1 id="lib-dts"><a class="anchor" aria-hidden="true" href="#lib-dts">#</a>lib.dts</h1>
  <p>Generates <code>.d.ts</code> files.</p>
  <h2 id="bundle"><a class="anchor" aria-hidden="true" href="#bundle">#</a>Bundle</h2>
  <ul><li>Rolls declarations into one file<ul><li>needs API Extractor</li></ul></li></ul>
  <div class="codeblock"><div role="tablist"><button role="tab">npm</button></div>
    <pre><code><span class="line">export default {</span><span class="line">  dts: { bundle: true },</span></code></pre>
    <div class="buttons"><button>Copy code</button></div>
  </div>
  <h3 id="abort"><a class="anchor" aria-hidden="true" href="#abort">#</a>Abort on error</h3>
  <table><tr><th>Option</th><th>Default</th></tr><tr><td>abortOnError</td><td>true</td></tr></table>
  <h2 id="distpath">Dist path</h2>
  <p>Where the files go.</p>
</div>
<footer><p>Not content</p></footer>
</body></html>`;

const records = extractRecords({
  html,
  url: '/config/lib/dts',
  lang: 'en',
  section: 'Config',
});

describe('search record extraction', () => {
  it('emits the page title, each heading and each block in page order', () => {
    expect(records.map((record) => [record.type, record.content])).toEqual([
      ['lvl1', null],
      ['content', 'Generates .d.ts files.'],
      ['lvl2', null],
      ['content', 'Rolls declarations into one file'],
      ['content', 'needs API Extractor'],
      ['content', 'export default { dts: { bundle: true },'],
      ['lvl3', null],
      ['content', 'Option Default'],
      ['content', 'abortOnError true'],
      ['lvl2', null],
      ['content', 'Where the files go.'],
    ]);
  });

  it('records the heading path with the nav section as lvl0', () => {
    const code = records.find((record) => record.content?.startsWith('export'));
    expect(code?.hierarchy).toEqual({
      lvl0: 'Config',
      lvl1: 'lib.dts',
      lvl2: 'Bundle',
    });
    const row = records.find((record) => record.content?.startsWith('abort'));
    expect(row?.hierarchy).toEqual({
      lvl0: 'Config',
      lvl1: 'lib.dts',
      lvl2: 'Bundle',
      lvl3: 'Abort on error',
    });
    // A new h2 closes the h3 above it.
    expect(records.at(-1)?.hierarchy).toEqual({
      lvl0: 'Config',
      lvl1: 'lib.dts',
      lvl2: 'Dist path',
    });
  });

  it('links each record to the heading it sits under, the title to the page', () => {
    expect(records[0].url).toBe('/config/lib/dts');
    expect(records[1].url).toBe('/config/lib/dts');
    expect(records[5].url).toBe('/config/lib/dts#bundle');
    expect(records[7].url).toBe('/config/lib/dts#abort');
  });

  it('gives every record a unique id and the page language', () => {
    const ids = new Set(records.map((record) => record.objectID));
    expect(ids.size).toBe(records.length);
    expect(records.every((record) => record.lang === 'en')).toBe(true);
  });

  it('keeps anchors, buttons and tab labels out of the text', () => {
    const text = JSON.stringify(records);
    expect(text).not.toContain('#lib.dts');
    expect(text).not.toContain('Copy code');
    expect(text).not.toContain('npm');
    expect(text).not.toContain('Not content');
  });

  it('leaves out menus marked as page chrome and repeated text', () => {
    const page = extractRecords({
      html: `<html><body><div data-region="${REGION.article}">
        <h1>lib.id</h1>
        <div data-search-skip=""><ul hidden=""><li><a href="https://chatgpt.com/">Open in ChatGPT</a></li></ul></div>
        <h2 id="examples">Examples</h2><p>Type: string</p><p>Type: string</p>
        <h2 id="custom">Custom ids</h2><p>Type: string</p>
      </div></body></html>`,
      url: '/config/lib/id',
      lang: 'en',
      section: 'Config',
    });
    expect(JSON.stringify(page)).not.toContain('ChatGPT');
    expect(page.map((record) => [record.url, record.content])).toEqual([
      ['/config/lib/id', null],
      ['/config/lib/id#examples', null],
      ['/config/lib/id#examples', 'Type: string'],
      ['/config/lib/id#custom', null],
      // The same text under another heading is another record.
      ['/config/lib/id#custom', 'Type: string'],
    ]);
  });

  it('returns nothing for a page without a doc article', () => {
    expect(
      extractRecords({
        html: '<html><body><main><h1>Home</h1></main></body></html>',
        url: '/',
        lang: 'en',
        section: 'Guide',
      }),
    ).toEqual([]);
  });
});

describe('search records plugin', () => {
  const built = async (isProd: boolean) => {
    const root = await mkdtemp(path.join(tmpdir(), 'search-records-'));
    const docsRoot = path.join(root, 'docs');
    const outDir = path.join(root, 'doc_build');
    await mkdir(path.join(docsRoot, 'en'), { recursive: true });
    await writeFile(
      path.join(docsRoot, 'en', '_nav.json'),
      JSON.stringify([{ text: 'Config', link: '/config/' }]),
    );
    await mkdir(path.join(outDir, 'config', 'lib'), { recursive: true });
    await writeFile(path.join(outDir, 'config', 'lib', 'dts.html'), html);
    const plugin = pluginSearchRecords();
    await plugin.afterBuild?.(
      {
        root: docsRoot,
        outDir,
        lang: 'en',
        locales: [{ lang: 'en', label: 'English' }],
      },
      isProd,
    );
    const written = path.join(outDir, recordsPath('en'));
    const result = existsSync(written)
      ? (JSON.parse(await readFile(written, 'utf8')) as StoredSearchRecord[])
      : undefined;
    await rm(root, { recursive: true, force: true });
    return result;
  };

  it('writes the records of the built pages after a production build', async () => {
    const written = await built(true);
    expect(written?.map((record) => record.url)).toContain('/config/lib/dts');
  });

  it('writes the records without IDs, which reading the file adds back as the build made them', async () => {
    const written = (await built(true)) ?? [];
    expect(written.some((record) => 'objectID' in record)).toBe(false);
    const extracted = extractRecords({
      html,
      url: '/config/lib/dts',
      lang: 'en',
      section: 'Config',
    });
    expect(withObjectIds(written)).toEqual(extracted);
  });

  it('writes nothing after a development compile, which it would only slow down', async () => {
    expect(await built(false)).toBeUndefined();
  });
});
