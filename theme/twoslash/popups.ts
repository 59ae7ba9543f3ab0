/**
 * Types on hover, on the pages whose examples have them: plugins/twoslash
 * adds the import of this module to such a page and registers the page's
 * popup file. The served page carries the tokens only. Their popups, with
 * their stylesheet and the scripts that place and dismiss them
 * (show-popups.ts), download the first time the reader points at an
 * example, focuses into one, or presses Tab (a keyboard reader may be a
 * few stops from a token). This module is what every such page loads: the
 * registry and three listeners.
 */
import {
  TWOSLASH_POPUPS_ATTRIBUTE,
  type TwoslashPopupFile,
} from '../../site/twoslash';
import { cachedLoad } from '../utils/cached-load';

type PopupLoader = () => Promise<{ default: TwoslashPopupFile }>;

const BLOCK = `[${TWOSLASH_POPUPS_ATTRIBUTE}]`;

const loaders = new Map<string, PopupLoader>();

/** Called by each page module with types on hover: its file's key and loader. */
export function popupsOf(key: string, load: PopupLoader) {
  loaders.set(key, load);
}

/** The page's file, downloaded once; a failed download is tried again next time. */
const popupFile = cachedLoad(async (key: string) => {
  const load = loaders.get(key);
  if (!load) throw new Error(`no popup file registered for ${key}`);
  return (await load()).default;
});

/** `<key>:<n>` on a block (site/twoslash.ts). */
const keyOf = (block: Element) =>
  block.getAttribute(TWOSLASH_POPUPS_ATTRIBUTE)?.split(':')[0] ?? '';

/**
 * Puts their popups into the tokens of every block of the page this block
 * is on (a page's blocks share one file).
 */
function showPopupsOfPage(block: Element) {
  const key = keyOf(block);
  if (!key) return;
  Promise.all([import('./show-popups'), popupFile(key)]).then(
    ([{ showPopups }, file]) =>
      showPopups(
        document.querySelectorAll(`[${TWOSLASH_POPUPS_ATTRIBUTE}^="${key}:"]`),
        file,
      ),
    (error: unknown) =>
      console.warn('The type popups of this page could not be loaded.', error),
  );
}

function showPopupsNear(event: Event) {
  const block =
    event.target instanceof Element ? event.target.closest(BLOCK) : null;
  if (block) showPopupsOfPage(block);
}

function showPopupsOnTab(event: KeyboardEvent) {
  const block = event.key === 'Tab' && document.querySelector(BLOCK);
  if (block) showPopupsOfPage(block);
}

// The page's code also runs in the server render, where there is no document.
if (typeof document !== 'undefined') {
  document.addEventListener('pointerover', showPopupsNear, { passive: true });
  document.addEventListener('focusin', showPopupsNear);
  document.addEventListener('keydown', showPopupsOnTab);
}
