import { useLang } from '@rspress/core/runtime';
import { DEFAULT_LANG, isSiteLang, type SiteLang } from '../../site/languages';

/**
 * The labels of a diagram in the page's language. A diagram keeps its
 * labels of both languages next to its drawing: their lengths decide the
 * layout, so they are written and checked together.
 */
export function useDiagramText<T>(texts: Readonly<Record<SiteLang, T>>): T {
  const lang = useLang();
  return texts[isSiteLang(lang) ? lang : DEFAULT_LANG];
}
