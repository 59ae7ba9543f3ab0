import { inRegion, REGION } from '../../site/regions';
import { expect, openPage, test } from './engine-test';

// What engines were seen to draw differently: where long option names and
// short inline code break, and the scrollbars of the page's own columns.

test('outline entries break after the dots of an option name, not inside a word', async ({
  tab,
  site,
}) => {
  await tab.setViewport(1350, 940);
  await openPage(tab, site('/config/lib/dts'));
  const lines = await tab.evaluate(
    (outlineLinks) => {
      const link = [
        ...document.querySelectorAll<HTMLElement>(outlineLinks),
      ].find((entry) => entry.textContent === 'dts.bundle.bundledPackages');
      if (!link) return null;
      /** The entry's text, line by line, as drawn. */
      const drawnLines = () => {
        const found: string[] = [];
        let lineTop = Number.NEGATIVE_INFINITY;
        const range = document.createRange();
        const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (let index = 0; index < text.length; index++) {
            range.setStart(node, index);
            range.setEnd(node, index + 1);
            const { top } = range.getBoundingClientRect();
            if (top > lineTop + 2) {
              found.push('');
              lineTop = top;
            }
            found[found.length - 1] += text[index];
          }
        }
        return found;
      };
      const asShown = drawnLines();
      // As narrow as the entry can be: every break it allows is taken.
      link.style.width = 'min-content';
      const narrowest = drawnLines();
      link.style.width = '';
      return { asShown, narrowest };
    },
    `${inRegion(REGION.outline)} a`,
  );
  expect(lines).not.toBeNull();
  expect(lines?.narrowest).toEqual(['dts.bundle.', 'bundledPackages']);
  expect(lines?.asShown.join('')).toBe('dts.bundle.bundledPackages');
  for (const line of lines?.asShown.slice(0, -1) ?? []) {
    expect(line).toMatch(/\.$/);
  }
});

test('short inline code stays on one line', async ({ tab, site }) => {
  await openPage(tab, site('/guide/start/quick-start'));
  const lineBoxes = await tab.evaluate((articleSelector) => {
    const article = document.querySelector(articleSelector);
    const code = [...(article?.querySelectorAll('p > code') ?? [])].find(
      (element) => element.textContent === 'node -v',
    );
    if (!article || !code) return null;
    // The same code in a paragraph of the article too narrow for it, where
    // a browser breaks wherever the text allows.
    const paragraph = document.createElement('p');
    paragraph.style.width = '1px';
    paragraph.append(code.cloneNode(true));
    article.append(paragraph);
    const count = (paragraph.firstElementChild as Element).getClientRects()
      .length;
    paragraph.remove();
    return count;
  }, inRegion(REGION.article));
  expect(lineBoxes).toBe(1);
});

test('the sidebar scrollbar takes the site’s colour, or its thin WebKit style', async ({
  tab,
  site,
}) => {
  await tab.setViewport(1440, 600);
  await openPage(tab, site('/guide/start/quick-start'));
  const scrollbar = await tab.evaluate((sidebarSelector) => {
    const sidebar = document.querySelector(sidebarSelector);
    if (!sidebar) return null;
    const style = getComputedStyle(sidebar);
    const borders =
      Number.parseFloat(style.borderLeftWidth) +
      Number.parseFloat(style.borderRightWidth);
    return {
      scrolls: sidebar.scrollHeight > sidebar.clientHeight,
      readsScrollbarColor: CSS.supports('scrollbar-color', 'red blue'),
      color: style.getPropertyValue('scrollbar-color'),
      width:
        (sidebar as HTMLElement).offsetWidth - sidebar.clientWidth - borders,
    };
  }, inRegion(REGION.sidebar));
  expect(scrollbar?.scrolls).toBe(true);
  if (scrollbar?.readsScrollbarColor) {
    // Firefox: the thumb's near-transparent colour on a clear track.
    expect(scrollbar.color).toMatch(
      /^rgba\(0, 0, 0, 0\.18\) (transparent|rgba\(0, 0, 0, 0\))$/,
    );
  } else {
    // WebKit: the styled pseudo-element's width, not the system scrollbar.
    expect(scrollbar?.width).toBe(8);
  }
});
