import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  RSPRESS_CODE_NOTATION_CLASSES,
  RSPRESS_HEADING_ANCHOR_CLASS,
  RSPRESS_REPLACED_COMPONENT_CLASSES,
  RSPRESS_ROOT_ID,
  RSPRESS_THEME,
} from '../../../rspress-adapter/browser/rspress-internals';
import { rspressRoot } from './installed-rspress';

// The installed Rspress, read as files: these names are not its public API,
// so an upgrade that renames one must fail here, not silently unstyle pages.
const read = (file: string) =>
  readFileSync(path.join(rspressRoot, 'dist', file), 'utf8');

describe('the private Rspress names the theme relies on', () => {
  it('keeps the theme choice under this key and styles the theme by these classes', () => {
    // The inline head script that applies the stored theme before the first paint.
    expect(read('node/constants.js')).toContain(RSPRESS_THEME.storageKey);
    const styles = read('theme/logic/applyThemeToDOM.js');
    expect(styles).toContain(`'${RSPRESS_THEME.darkClass}'`);
    expect(styles).toContain(`'${RSPRESS_THEME.switchingClass}'`);
  });

  it('hydrates the served page in the root element of this id', () => {
    // The browser's head (head/client-head.ts) takes a filled root for a
    // page the server wrote, head included.
    expect(read('runtime/ssrClientEntry.js')).toContain(
      `document.getElementById('${RSPRESS_ROOT_ID}')`,
    );
    expect(read('runtime/ssrClientEntry.js')).toContain('hydrateRoot(');
  });

  it('styles its code notations by these classes, in the base code styles the site leaves out', () => {
    const styles = read('theme/styles/shiki.css');
    for (const name of RSPRESS_CODE_NOTATION_CLASSES)
      expect(styles).toContain(`.${name}`);
    // The class a code block's line-highlight meta ({1,3}) writes.
    expect(
      read('node/mdx/rehypePlugins/transformers/meta-highlight.js'),
    ).toContain("'has-highlighted'");
  });

  it('gives content headings anchors with the anchor class', () => {
    expect(read('node/mdx/rehypePlugins/headerAnchor.js')).toContain(
      RSPRESS_HEADING_ANCHOR_CLASS,
    );
  });

  it('names the replaced content components by these classes', () => {
    // Each class in the component's script and in the stylesheet it ships,
    // so the bundle test that looks for them would find them.
    for (const [file, name] of Object.entries(
      RSPRESS_REPLACED_COMPONENT_CLASSES,
    )) {
      expect(read(`theme/components/${file}.js`)).toContain(name);
      expect(read(`theme/components/${file}.css`)).toContain(`.${name}`);
    }
  });

  it('defines every palette variable the theme sets from its own palette', () => {
    const vars = ['base-vars', 'brand-vars', 'shiki-vars']
      .map((file) => read(`theme/styles/vars/${file}.css`))
      .join('\n');
    const internalsCss = readFileSync(
      path.join(
        import.meta.dirname,
        '../../../rspress-adapter/browser/rspress-internals.css',
      ),
      'utf8',
    );
    // The colours set there; a variable Rspress no longer defines would be
    // set for nothing, and its new name would keep Rspress's own colour.
    const set = [
      ...internalsCss.matchAll(
        /^\s*(--(?:rp-c|rp-shadow|shiki)-[a-z0-9-]+):/gm,
      ),
    ].map(([, name]) => name);
    expect(set.length).toBeGreaterThan(5);
    for (const name of set) expect(vars).toContain(`${name}:`);
  });
});
