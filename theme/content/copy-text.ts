/**
 * Puts text on the clipboard: the Clipboard API first; where it is missing
 * or refused (an insecure origin, a denied permission), the copy command;
 * and when that fails too, copy-to-clipboard offers the text in a prompt
 * for the reader to copy by hand. True when the text reached the clipboard.
 * The fallback library is fetched only when the API has refused.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const { default: copyWithCommand } = await import('copy-to-clipboard');
    return copyWithCommand(text);
  }
}
