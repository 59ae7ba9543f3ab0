import { inRegion, REGION } from '../../site/regions';
import { expect, openPage, test, waitFor } from './engine-test';

// The wrap toggle of a code block, measured on the lines as drawn: on, the
// block's longest line fits its width; off, the block scrolls sideways.
// The package-manager tabs render their code with an inline
// `white-space: pre`, which the toggle must still override.

/** Marks the n-th visible code block that scrolls sideways and returns its toggle's centre. */
function overflowingBlockToggle(kind: 'tabs' | 'plain', codeBlocks: string) {
  const blocks = [...document.querySelectorAll<HTMLElement>(codeBlocks)].filter(
    (block) => {
      const inTabs = block.closest('[role="tabpanel"]') !== null;
      const scroller = block.querySelector('[data-code-scroller]');
      return (
        block.checkVisibility() &&
        inTabs === (kind === 'tabs') &&
        scroller !== null &&
        scroller.scrollWidth > scroller.clientWidth
      );
    },
  );
  const block = blocks[0];
  if (!block) return null;
  block.setAttribute('data-wrap-under-test', '');
  const toggle = block.querySelector('button[aria-pressed]');
  if (!toggle) return null;
  toggle.scrollIntoView({ block: 'center' });
  const box = toggle.getBoundingClientRect();
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

function blockUnderTestScrolls() {
  const scroller = document.querySelector(
    '[data-wrap-under-test] [data-code-scroller]',
  );
  return scroller ? scroller.scrollWidth > scroller.clientWidth : null;
}

for (const kind of ['tabs', 'plain'] as const) {
  test(`the wrap toggle wraps a long ${kind === 'tabs' ? 'package-manager command' : 'code block'} at 390 px and unwraps it`, async ({
    tab,
    site,
  }) => {
    await tab.setViewport(390, 844);
    await openPage(tab, site('/guide/advanced/module-federation'));
    const { x, y } = await waitFor(
      tab,
      `a ${kind} block wider than the screen`,
      overflowingBlockToggle,
      kind,
      `${inRegion(REGION.article)} [data-code-block]`,
    );
    await tab.click(x, y);
    await expect.poll(() => tab.evaluate(blockUnderTestScrolls)).toBe(false);
    await tab.click(x, y);
    await expect.poll(() => tab.evaluate(blockUnderTestScrolls)).toBe(true);
  });
}
