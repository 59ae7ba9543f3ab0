import { copyText } from './copy-text';

/**
 * Copies the Markdown copy of a page. The text is fetched first; where the
 * browser takes a promised clipboard item, the copy is started within the
 * click (Safari refuses clipboard writes once the click's moment has passed,
 * as it has after a fetch).
 */
export async function copyMarkdown(url: string): Promise<boolean> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  if (typeof ClipboardItem === 'function' && navigator.clipboard?.write) {
    try {
      const blob = text.then(
        (body) => new Blob([body], { type: 'text/plain' }),
      );
      await navigator.clipboard.write([
        new ClipboardItem({ 'text/plain': blob }),
      ]);
      return true;
    } catch {
      // Refused or unsupported: the plain copy below, with its fallbacks.
    }
  }
  return copyText(await text);
}
