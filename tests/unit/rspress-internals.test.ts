import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  RSPRESS_ARTICLE_CLASS,
  RSPRESS_HEADING_ANCHOR_CLASS,
  RSPRESS_LINK_CLASS,
  RSPRESS_LLMS_BUTTON_CLASS,
  RSPRESS_MARKUP,
  RSPRESS_NOT_ARTICLE_CLASS,
  RSPRESS_THEME,
} from '../../theme/rspress-internals';

// The installed Rspress, read as files: these names are not its public API,
// so an upgrade that renames one must fail here, not silently unstyle pages.
const rspressRoot = path.dirname(
  createRequire(import.meta.url).resolve('@rspress/core/package.json'),
);
const read = (file: string) =>
  readFileSync(path.join(rspressRoot, 'dist', file), 'utf8');

describe('the private Rspress names the theme relies on', () => {
  const contentCss = read('theme/components/DocContent/doc.css');

  it('styles article content under the article class', () => {
    const [styled] = RSPRESS_ARTICLE_CLASS.split(' ');
    expect(contentCss).toContain(`.${styled} `);
  });

  it('leaves parts marked with the opt-out class unstyled', () => {
    expect(contentCss).toContain(
      `:where(.${RSPRESS_NOT_ARTICLE_CLASS}, .${RSPRESS_NOT_ARTICLE_CLASS} *)`,
    );
  });

  it('keeps the theme choice under this key and styles the theme by these classes', () => {
    // The inline head script that applies the stored theme before the first paint.
    expect(read('node/constants.js')).toContain(RSPRESS_THEME.storageKey);
    const styles = read('theme/logic/applyThemeToDOM.js');
    expect(styles).toContain(`'${RSPRESS_THEME.darkClass}'`);
    expect(styles).toContain(`'${RSPRESS_THEME.switchingClass}'`);
  });

  it('styles article links by the link class', () => {
    expect(contentCss).toContain(`a.${RSPRESS_LINK_CLASS}`);
  });

  it('gives content headings anchors with the anchor class', () => {
    expect(read('node/mdx/rehypePlugins/headerAnchor.js')).toContain(
      RSPRESS_HEADING_ANCHOR_CLASS,
    );
    expect(contentCss).toContain(`.${RSPRESS_HEADING_ANCHOR_CLASS}`);
  });

  it('is the article class of the doc layout Rspress ships', () => {
    // Rspress's own components (the outline it would build, its code block
    // scroll boundary) look for the article by this class.
    expect(read('theme/layout/DocLayout/index.js')).toContain(
      `"${RSPRESS_ARTICLE_CLASS}"`,
    );
  });

  it('draws code blocks and the Markdown button with these classes', () => {
    // Each class in the component's script or in the stylesheet it ships.
    const components = [
      'CodeBlock/index',
      'CodeButtonGroup/CopyCodeButton',
      'Llms/LlmsCopyButton',
    ]
      .flatMap((file) => [
        read(`theme/components/${file}.js`),
        read(`theme/components/${file}.css`),
      ])
      .join('\n');
    const classes = [
      ...Object.values(RSPRESS_MARKUP).map((name) => name.replace(/^\./, '')),
      RSPRESS_LLMS_BUTTON_CLASS,
    ];
    for (const name of classes) expect(components).toContain(name);
  });

  it('defines every palette variable the theme reads', () => {
    const vars = ['base-vars', 'brand-vars']
      .map((file) => read(`theme/styles/vars/${file}.css`))
      .join('\n');
    const internalsCss = readFileSync(
      path.join(import.meta.dirname, '../../theme/rspress-internals.css'),
      'utf8',
    );
    const used = [...internalsCss.matchAll(/var\((--rp-[a-z0-9-]+)\)/g)].map(
      ([, name]) => name,
    );
    expect(used.length).toBeGreaterThan(5);
    for (const name of used) expect(vars).toContain(`${name}:`);
  });
});
