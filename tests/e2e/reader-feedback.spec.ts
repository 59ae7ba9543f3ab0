import type { BrowserContext, Locator, Page } from '@playwright/test';
import { inRegion, REGION } from '../../site/regions';
import { DOCS_REPO_URL, pageUrl } from '../../site.config';
import { expect, test } from './fixtures';

// Under the article of each doc page: "Was this page helpful?" (Yes thanks
// the reader in place, No opens a prefilled issue) and "Report a mistake in
// this page" beside the edit link, in both languages.
test.use({ viewport: { width: 1440, height: 900 } });

const NEW_ISSUE = `${DOCS_REPO_URL}/issues/new`;

const LANGS = [
  {
    lang: 'en',
    prefix: '',
    title: 'Quick start',
    texts: {
      question: 'Was this page helpful?',
      yes: 'Yes',
      no: 'No',
      thanks: 'Thanks for your feedback!',
      report: 'Report a mistake in this page',
      edit: 'Edit this page on GitHub',
      newTab: 'opens a GitHub issue in a new tab',
      feedbackIssue: 'Docs feedback: Quick start',
      mistakeIssue: 'Docs mistake: Quick start',
    },
  },
  {
    lang: 'zh',
    prefix: '/zh',
    title: '快速上手',
    texts: {
      question: '此页内容对你有帮助吗？',
      yes: '有帮助',
      no: '没有帮助',
      thanks: '感谢你的反馈！',
      report: '报告此页的错误',
      edit: '在 GitHub 上编辑此页',
      newTab: '在新标签页中打开 GitHub issue',
      feedbackIssue: '文档反馈：快速上手',
      mistakeIssue: '文档错误：快速上手',
    },
  },
] as const;

/** The issue form stands in for the code host, which tests must not reach. */
async function standInForIssueForm(context: BrowserContext) {
  await context.route(`${NEW_ISSUE}?*`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<title>New issue</title>',
    }),
  );
}

/** Clicks the link and returns the address of the tab it opened. */
async function openedAddress(page: Page, link: Locator): Promise<URL> {
  const [popup] = await Promise.all([
    page.context().waitForEvent('page'),
    link.click(),
  ]);
  const address = new URL(popup.url());
  await popup.close();
  return address;
}

for (const { lang, prefix, title, texts } of LANGS) {
  const path = `${prefix}/guide/start/quick-start`;

  test(`${lang}: the feedback question and the report link are labelled and reached by Tab after the article`, async ({
    page,
  }) => {
    await page.goto(path);
    const group = page.getByRole('group', { name: texts.question });
    const yes = group.getByRole('button', { name: texts.yes, exact: true });
    const no = group.getByRole('link', {
      name: `${texts.no}, ${texts.newTab}`,
      exact: true,
    });
    const footer = page.locator(inRegion(REGION.docFooter));
    const edit = footer.getByRole('link', { name: texts.edit, exact: true });
    const report = footer.getByRole('link', {
      name: `${texts.report}, ${texts.newTab}`,
      exact: true,
    });
    await expect(group).toBeVisible();
    await expect(group).toContainText(texts.question);

    // From the article's last stop, Tab goes through the question's two
    // answers, then the edit link and the report link; each shows a ring.
    await page
      .locator(inRegion(REGION.article))
      .locator('a[href], button, [tabindex="0"]')
      .last()
      .focus();
    for (const control of [yes, no, edit, report]) {
      await page.keyboard.press('Tab');
      await expect(control).toBeFocused();
      expect(
        await control.evaluate((node) => getComputedStyle(node).outlineStyle),
      ).not.toBe('none');
    }
  });

  test(`${lang}: Yes thanks the reader in place and keeps the keyboard there`, async ({
    page,
  }) => {
    await page.goto(path);
    const group = page.getByRole('group', { name: texts.question });
    await group.getByRole('button', { name: texts.yes, exact: true }).focus();
    await page.keyboard.press('Enter');
    const thanks = page.getByRole('status').filter({ hasText: texts.thanks });
    await expect(thanks).toHaveText(texts.thanks);
    await expect(thanks).toBeFocused();
    await expect(group).toHaveCount(0);
    await expect(page).toHaveURL(path);
  });

  test(`${lang}: No opens a new issue in a new tab naming the page's address, title and language`, async ({
    page,
    context,
  }) => {
    await standInForIssueForm(context);
    await page.goto(path);
    const no = page
      .getByRole('group', { name: texts.question })
      .getByRole('link', { name: new RegExp(`^${texts.no}`) });
    const address = await openedAddress(page, no);
    expect(`${address.origin}${address.pathname}`).toBe(NEW_ISSUE);
    expect(address.searchParams.get('title')).toBe(texts.feedbackIssue);
    expect(address.searchParams.get('body')).toBe(
      `[${title}](${pageUrl(path)}) (${lang})\n\n`,
    );
    // The page stays as it was: nothing thanks for a No.
    await expect(page).toHaveURL(path);
    await expect(
      page.getByRole('group', { name: texts.question }),
    ).toBeVisible();
  });

  test(`${lang}: "Report a mistake" beside the edit link opens a new issue about the page`, async ({
    page,
    context,
  }) => {
    await standInForIssueForm(context);
    await page.goto(path);
    const footer = page.locator(inRegion(REGION.docFooter));
    const edit = footer.getByRole('link', { name: texts.edit, exact: true });
    const report = footer.getByRole('link', {
      name: new RegExp(`^${texts.report}`),
    });
    await expect(report).toHaveText(new RegExp(`^${texts.report}`));
    // On the edit link's line, after it.
    const [editBox, reportBox] = await Promise.all(
      [edit, report].map((link) => link.boundingBox()),
    );
    expect(reportBox?.y).toBeCloseTo(editBox?.y ?? -1, 0);
    expect(reportBox?.x).toBeGreaterThan(
      (editBox?.x ?? 0) + (editBox?.width ?? 0),
    );

    const address = await openedAddress(page, report);
    expect(`${address.origin}${address.pathname}`).toBe(NEW_ISSUE);
    expect(address.searchParams.get('title')).toBe(texts.mistakeIssue);
    expect(address.searchParams.get('body')).toBe(
      `[${title}](${pageUrl(path)}) (${lang})\n\n`,
    );
    await expect(page).toHaveURL(path);
  });
}

test('a blog post asks too; the home page, the 404 page and overview pages do not', async ({
  page,
}) => {
  await page.goto('/blog/introducing-rslib');
  await expect(
    page.getByRole('group', { name: 'Was this page helpful?' }),
  ).toBeVisible();
  for (const path of ['/', '/zh/', '/no-such-page', '/blog/', '/config/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('fieldset')).toHaveCount(0);
    await expect(
      page.getByRole('link', { name: /^Report a mistake/ }),
    ).toHaveCount(0);
  }
});
