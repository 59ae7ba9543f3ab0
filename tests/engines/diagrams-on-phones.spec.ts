import { expect, openPage, test, waitFor } from './engine-test';
import { focusedElement } from './page-queries';

// The guides' diagrams on a phone, in each engine: a figure keeps to the
// article's column with labels of at least 12 px as rendered, and one that
// scrolls sideways opens full size from the keyboard.

/** The pages with a diagram, one per figure, in both languages. */
const FIGURE_PAGES = [
  '/guide/basic/configure-rslib',
  '/guide/basic/output-structure',
  '/guide/basic/output-format',
  '/guide/advanced/dts',
  '/guide/advanced/module-federation',
  '/guide/solution/nodejs',
].flatMap((route) => [route, `/zh${route}`]);

const SMALLEST_READABLE_PX = 12;

/** The page's figure as the reader sees it; the canvas focused when it scrolls. */
function readFigure() {
  const figure = document.querySelector('main figure[data-diagram]');
  const svg = figure?.querySelector('svg[role="img"]');
  if (!figure || !(svg instanceof SVGSVGElement)) return null;
  figure.scrollIntoView({ block: 'center' });
  const canvas = svg.parentElement as HTMLElement;
  const main = figure.closest('main') as HTMLElement;
  const style = getComputedStyle(main);
  const column = main.getBoundingClientRect();
  const box = figure.getBoundingClientRect();
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  const smallest = Math.min(
    ...[...svg.querySelectorAll('text')].map(
      (text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale,
    ),
  );
  const scrolls = canvas.scrollWidth > canvas.clientWidth;
  // The page's script makes a scrolling canvas focusable and adds its button.
  if (scrolls && !figure.querySelector('button')) return null;
  if (scrolls) canvas.focus();
  return {
    insideLeft:
      box.left >= column.left + Number.parseFloat(style.paddingLeft) - 0.5,
    insideRight:
      box.right <= column.right - Number.parseFloat(style.paddingRight) + 0.5,
    smallest,
    scrolls,
  };
}

/** The open full-size view: its width and its smallest label as rendered. */
function readFullView() {
  const dialog = document.querySelector('dialog[open]');
  const svg = dialog?.querySelector('svg[role="img"]');
  if (!dialog || !(svg instanceof SVGSVGElement)) return null;
  const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
  return {
    width: dialog.getBoundingClientRect().width,
    smallest: Math.min(
      ...[...svg.querySelectorAll('text')].map(
        (text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale,
      ),
    ),
  };
}

const dialogOpen = () => document.querySelector('dialog[open]') !== null;

for (const width of [360, 390, 414]) {
  test(`at ${width} px every diagram fits its column with readable labels and opens full size by keyboard`, async ({
    tab,
    site,
  }) => {
    await tab.setViewport(width, 800);
    for (const path of FIGURE_PAGES) {
      const open = path.startsWith('/zh/')
        ? 'button "查看大图"'
        : 'button "Open full size"';
      await openPage(tab, site(path));
      const figure = await waitFor(tab, `${path}: a figure`, readFigure);
      expect(figure.insideLeft && figure.insideRight, path).toBe(true);
      expect(figure.smallest, path).toBeGreaterThanOrEqual(
        SMALLEST_READABLE_PX,
      );
      if (!figure.scrolls) continue;

      await tab.press('Tab');
      expect(await tab.evaluate(focusedElement), path).toBe(open);
      await tab.press('Enter');
      const view = await waitFor(tab, `${path}: full view`, readFullView);
      expect(view.width, path).toBeGreaterThanOrEqual(width - 1);
      expect(view.smallest, path).toBeGreaterThanOrEqual(SMALLEST_READABLE_PX);
      await tab.press('Escape');
      await expect.poll(() => tab.evaluate(dialogOpen), path).toBe(false);
      expect(await tab.evaluate(focusedElement), path).toBe(open);
    }
  });
}
