import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * The diagrams of the guides: each page shows its figure with a caption and
 * a named image in both languages, fits the article on a phone, follows the
 * dark theme, and only pages with a figure download its code.
 */
interface FigureCase {
  route: string;
  /** The start of the caption, which names the figure, per language. */
  caption: { en: string; zh: string };
  /** A part of the image's accessible name (its description). */
  imageName: { en: string; zh: string };
  /** A label drawn in the picture, per language. */
  label: { en: string; zh: string };
}

const FIGURES: readonly FigureCase[] = [
  {
    route: '/guide/basic/configure-rslib',
    caption: {
      en: 'Each lib item becomes one Rsbuild environment',
      zh: '每个 lib 配置项对应一个 Rsbuild environment',
    },
    imageName: { en: 'rsbuild.config.esm.mjs', zh: 'rsbuild.config.esm.mjs' },
    label: { en: 'Rspack compiles', zh: 'Rspack 编译' },
  },
  {
    route: '/guide/basic/output-structure',
    caption: {
      en: 'Bundle mode joins an entry',
      zh: 'bundle 模式把入口及其导入的全部模块合并为一个文件',
    },
    imageName: { en: 'mirroring the source tree', zh: '与源码目录结构一致' },
    label: { en: 'one file per source file', zh: '每个源文件一个文件' },
  },
  {
    route: '/guide/basic/output-format',
    caption: { en: 'One source, five formats', zh: '一份源码，五种格式' },
    imageName: {
      en: 'goes to Module Federation hosts',
      zh: 'Module Federation 宿主应用使用',
    },
    label: { en: 'bundle only', zh: '仅 bundle' },
  },
  {
    route: '/guide/advanced/dts',
    caption: {
      en: 'Every backend first writes one .d.ts per source file',
      zh: '每种后端都会先为每个源文件写出一个 .d.ts',
    },
    imageName: {
      en: 'API Extractor rolls them up into dist/<entry>.d.ts',
      zh: '再由 API Extractor 合并为 dist/<entry>.d.ts',
    },
    label: { en: 'one .d.ts per source file', zh: '每个源文件一个 .d.ts' },
  },
  {
    route: '/guide/advanced/module-federation',
    caption: {
      en: 'The library builds an MF remote next to its npm output',
      zh: '库在 npm 产物之外再构建一个 MF remote',
    },
    imageName: { en: 'fetches mf-manifest.json', zh: '获取 mf-manifest.json' },
    label: { en: 'Host app (Rsbuild)', zh: '宿主应用（Rsbuild）' },
  },
  {
    route: '/guide/solution/nodejs',
    caption: {
      en: 'The build of the complete example',
      zh: '完整示例的构建结果',
    },
    imageName: {
      en: 'dist/cjs holds index.cjs',
      zh: 'dist/cjs 中有 index.cjs',
    },
    label: { en: 'from tsconfig include', zh: '因 tsconfig include 生成' },
  },
];

const LANGS = ['en', 'zh'] as const;
const routeIn = (lang: string, route: string) =>
  lang === 'en' ? route : `/zh${route}`;

function figureOf(page: Page, figure: FigureCase, lang: 'en' | 'zh'): Locator {
  return page.getByRole('figure', { name: figure.caption[lang] });
}

for (const figure of FIGURES) {
  for (const lang of LANGS) {
    const route = routeIn(lang, figure.route);

    test(`${route} shows its diagram with a caption and a named image`, async ({
      page,
    }) => {
      await page.goto(route);
      const shown = figureOf(page, figure, lang);
      await expect(shown).toBeVisible();
      await expect(shown.locator('figcaption')).toContainText(
        figure.caption[lang],
      );
      const image = shown.getByRole('img', { name: figure.imageName[lang] });
      await expect(image).toBeVisible();
      // The drawing's own labels are in the page's language.
      await expect(
        image.locator('text', { hasText: figure.label[lang] }).first(),
      ).toBeVisible();
      // Width and height are in the markup, so the space is kept before the
      // styles arrive and nothing moves.
      await expect(image).toHaveAttribute('width', /^\d+$/);
      await expect(image).toHaveAttribute('height', /^\d+$/);
    });

    test(`${route}: the diagram stays inside the article at 390 px`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(route);
      const shown = figureOf(page, figure, lang);
      await shown.scrollIntoViewIfNeeded();
      const article = page.locator('main').first();
      const figureBox = await shown.boundingBox();
      const articleBox = await article.boundingBox();
      if (!figureBox || !articleBox) throw new Error('not laid out');
      expect(figureBox.x).toBeGreaterThanOrEqual(articleBox.x);
      expect(figureBox.x + figureBox.width).toBeLessThanOrEqual(
        articleBox.x + articleBox.width + 0.5,
      );
      // The page itself does not scroll sideways.
      expect(
        await page.evaluate(
          () =>
            document.documentElement.scrollWidth -
            document.documentElement.clientWidth,
        ),
      ).toBe(0);
    });
  }
}

/**
 * How the figure reads at a phone's width: its box against the article's
 * column, the smallest label as rendered (its font size times the scale the
 * drawing is shown at), and whether its canvas scrolls sideways.
 */
function phoneReading(figure: Locator) {
  return figure.evaluate((element) => {
    const svg = element.querySelector('svg[role="img"]') as SVGSVGElement;
    const canvas = svg.parentElement as HTMLElement;
    const column = element.closest('main') as HTMLElement;
    const columnStyle = getComputedStyle(column);
    const columnBox = column.getBoundingClientRect();
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    const sizes = [...svg.querySelectorAll('text')].map(
      (text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale,
    );
    const box = element.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      columnLeft: columnBox.left + Number.parseFloat(columnStyle.paddingLeft),
      columnRight:
        columnBox.right - Number.parseFloat(columnStyle.paddingRight),
      smallestText: Math.min(...sizes),
      scrolls: canvas.scrollWidth > canvas.clientWidth,
    };
  });
}

/** The effective size of the smallest label in the full-size view. */
function smallestTextIn(view: Locator) {
  return view.evaluate((element) => {
    const svg = element.querySelector('svg[role="img"]') as SVGSVGElement;
    const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
    return Math.min(
      ...[...svg.querySelectorAll('text')].map(
        (text) => Number.parseFloat(getComputedStyle(text).fontSize) * scale,
      ),
    );
  });
}

const PHONE_WIDTHS = [360, 390, 414] as const;
/** Labels smaller than this, as rendered, are hard to read on a phone. */
const SMALLEST_READABLE_PX = 12;
const FULL_SIZE = { en: 'Open full size', zh: '查看大图' };
const CLOSE = { en: 'Close', zh: '关闭' };

for (const lang of LANGS) {
  for (const width of PHONE_WIDTHS) {
    test(`${lang} at ${width} px: every diagram fits its column with labels of at least 12 px, and opens full size from the keyboard`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 });
      for (const figure of FIGURES) {
        const route = routeIn(lang, figure.route);
        await page.goto(route);
        const shown = figureOf(page, figure, lang);
        await shown.scrollIntoViewIfNeeded();
        const reading = await phoneReading(shown);
        expect(reading.left, route).toBeGreaterThanOrEqual(
          reading.columnLeft - 0.5,
        );
        expect(reading.right, route).toBeLessThanOrEqual(
          reading.columnRight + 0.5,
        );
        expect(reading.smallestText, route).toBeGreaterThanOrEqual(
          SMALLEST_READABLE_PX,
        );
        if (!reading.scrolls) continue;

        // A canvas that scrolls offers the whole figure at once.
        const open = shown.getByRole('button', { name: FULL_SIZE[lang] });
        await expect(open, route).toBeVisible();
        await shown.locator('svg[role="img"]').locator('..').focus();
        await page.keyboard.press('Tab');
        await expect(open, route).toBeFocused();
        await page.keyboard.press('Enter');
        const view = page.getByRole('dialog', { name: figure.caption[lang] });
        await expect(view, route).toBeVisible();
        const viewBox = await view.boundingBox();
        expect(viewBox?.width, route).toBeGreaterThanOrEqual(width - 1);
        expect(await smallestTextIn(view), route).toBeGreaterThanOrEqual(
          SMALLEST_READABLE_PX,
        );
        await expect(
          view.getByRole('button', { name: CLOSE[lang] }),
        ).toBeVisible();
        await page.keyboard.press('Escape');
        await expect(view, route).toBeHidden();
        await expect(open, route).toBeFocused();
      }
    });
  }
}

/** The computed fill of the diagram's first label and first box. */
function colours(image: Locator): Promise<string[]> {
  return image.evaluate((svg) =>
    ['text', 'rect'].map((tag) => {
      const element = svg.querySelector(tag);
      return element ? getComputedStyle(element).fill : '';
    }),
  );
}

test('a diagram changes its colours with the dark theme', async ({ page }) => {
  const figure = FIGURES[1];
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto(figure.route);
  const image = figureOf(page, figure, 'en').getByRole('img');
  const light = await colours(image);
  expect(light.every((colour) => colour.startsWith('rgb'))).toBe(true);

  await page.emulateMedia({ colorScheme: 'dark' });
  await expect
    .poll(() =>
      page.evaluate(() => document.documentElement.classList.contains('dark')),
    )
    .toBe(true);
  const dark = await colours(image);
  expect(dark[0]).not.toBe(light[0]);
  expect(dark[1]).not.toBe(light[1]);
});

/**
 * The scripts and styles a first visit downloads, joined. The figures'
 * markup carries `data-diagram` and their arrowheads `diagram-arrow-`:
 * strings found only in the diagrams' code.
 */
async function firstVisitCode(page: Page, route: string): Promise<string> {
  const bodies: Promise<string>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') {
      bodies.push(response.text().catch(() => ''));
    }
  });
  await page.goto(route, { waitUntil: 'networkidle' });
  return (await Promise.all(bodies)).join('\n');
}

const DIAGRAM_CODE = 'diagram-arrow-';

test('pages without a diagram do not download the diagrams’ code', async ({
  page,
}) => {
  for (const route of ['/', '/guide/start/quick-start', '/zh/config/lib/dts']) {
    expect(await firstVisitCode(page, route), route).not.toContain(
      DIAGRAM_CODE,
    );
  }
});

test('a page with a diagram downloads it, so the check above can fail', async ({
  page,
}) => {
  expect(await firstVisitCode(page, FIGURES[1].route)).toContain(DIAGRAM_CODE);
});

test('the Markdown copies describe each figure in words, not as SVG', async ({
  request,
}) => {
  for (const figure of FIGURES) {
    for (const lang of LANGS) {
      const copy = await (
        await request.get(`${routeIn(lang, figure.route)}.md`)
      ).text();
      const title = lang === 'en' ? '**Figure: ' : '**图：';
      expect(copy, figure.route).toContain(`${title}${figure.caption[lang]}`);
      expect(copy, figure.route).toContain(figure.imageName[lang]);
      expect(copy, figure.route).not.toContain('<svg');
      expect(copy, figure.route).not.toContain('<figure');
    }
  }
});
