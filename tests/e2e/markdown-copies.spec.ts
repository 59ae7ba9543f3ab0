import { uiText } from '../ui-texts';
import { expect, test } from './fixtures';

// The Markdown copy of each page (llms.txt, "Copy Markdown") holds what the
// page shows a reader, without the navbar, sidebar or footer.
test('the home page copy carries the hero', async ({ request }) => {
  const home = await (await request.get('/index.md')).text();
  expect(home).toContain(
    'Create JavaScript libraries in a simple and intuitive way',
  );
  expect(home).toContain('[Get Started](/guide/start/quick-start)');
});

test('an overview page copy lists its section’s pages and their headings', async ({
  request,
}) => {
  const config = await (await request.get('/config/index.md')).text();
  expect(config).toContain('### [lib](/config/lib/index.md)');
  expect(config).toContain('/config/lib/dts.md');
  // The page's own text comes before the list, as on screen.
  expect(config).toContain('A configuration file has three parts');
  expect(config.indexOf('# Config overview')).toBeLessThan(
    config.indexOf('A configuration file has three parts'),
  );
  expect(config.indexOf('A configuration file has three parts')).toBeLessThan(
    config.indexOf('### [lib](/config/lib/index.md)'),
  );
  const blog = await (await request.get('/zh/blog/index.md')).text();
  expect(blog).toMatch(/\[[^\]]+\]\(\/zh\/blog\/introducing-rslib\.md\)/);
});

test('a doc page copy is the article alone', async ({ request }) => {
  const page = await (await request.get('/guide/start/quick-start.md')).text();
  // The title opens the copy; the note for AI agents follows it.
  expect(page).toMatch(/^# Quick start\n/);
  // The chrome the HTML page shows around the article stays out.
  const html = await (await request.get('/guide/start/quick-start')).text();
  for (const chrome of [
    uiText('editLinkText', 'en'),
    uiText('outlineTitle', 'en'),
  ]) {
    expect(html).toContain(chrome);
    expect(page).not.toContain(chrome);
  }
});
