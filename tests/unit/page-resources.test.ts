import { describe, expect, it } from '@rstest/core';
import {
  pageResources,
  scriptHashSource,
} from '../../plugins/security-headers/page-resources';

const page = (head: string, body = '') =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;

describe('scriptHashSource', () => {
  it('is the base64 SHA-256 of the script text, as the CSP specification computes it', () => {
    // The example of the CSP specification and MDN.
    expect(scriptHashSource("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('hashes non-ASCII text as UTF-8', () => {
    expect(scriptHashSource('"简体中文"')).not.toBe(scriptHashSource('"????"'));
  });
});

describe('pageResources: inline scripts', () => {
  it('finds classic, module and JavaScript-typed inline scripts', () => {
    const { inlineScripts } = pageResources(
      page(
        '<script>one()</script><script type="module">two()</script>',
        '<script type=" Text/JavaScript ">three()</script><script type="">four()</script>',
      ),
    );
    expect(inlineScripts).toEqual(['one()', 'two()', 'three()', 'four()']);
  });

  it('skips scripts with src, data blocks and template contents', () => {
    const { inlineScripts } = pageResources(
      page(
        '<script src="/static/js/index.js" defer></script>' +
          '<script type="application/json">{"a":1}</script>' +
          '<script type="application/ld+json">{"@type":"WebSite"}</script>',
        '<template><script>later()</script></template>',
      ),
    );
    expect(inlineScripts).toEqual([]);
  });

  it('keeps the text as written: script contents are not entity-decoded', () => {
    const { inlineScripts } = pageResources(
      page('<script>if (a &amp;&amp; b) go("<b>")</script>'),
    );
    expect(inlineScripts).toEqual(['if (a &amp;&amp; b) go("<b>")']);
  });
});

describe('pageResources: images', () => {
  it('gives the origin of each image and icon the page loads', () => {
    const { imageOrigins } = pageResources(
      page(
        '<link rel="icon" href="https://icons.example/i.png">' +
          '<link rel="preload" as="image" href="https://preload.example/p.png">' +
          '<link rel="stylesheet" href="https://styles.example/s.css">',
        '<img src="https://img.example/a.svg">' +
          '<img src="/static/local.png" srcset="//cdn.example/b.png 2x, local@3x.png 3x">' +
          '<picture><source srcset="https://pic.example/c.webp"></picture>' +
          '<img src="data:image/png;base64,AAAA">',
      ),
    );
    expect(imageOrigins).toEqual([
      'https://icons.example',
      'https://preload.example',
      'https://img.example',
      'https://cdn.example',
      'https://pic.example',
      'data:',
    ]);
  });
});

describe('pageResources: inline event handlers', () => {
  it('reports each on… attribute with its element', () => {
    const { inlineHandlers } = pageResources(
      page('', '<img src="/a.png" onerror="x()"><button onclick="y()">'),
    );
    expect(inlineHandlers).toEqual(['<img onerror>', '<button onclick>']);
  });

  it('is empty for a page without any', () => {
    expect(
      pageResources(page('', '<a href="/">home</a>')).inlineHandlers,
    ).toEqual([]);
  });
});
