import { cachedLoad } from '../utils/cached-load';

/**
 * Adds a stylesheet to the page and resolves once it applies, so the modal
 * is never drawn unstyled. A failed load is forgotten and tried again on the
 * next call.
 */
export const loadStylesheet = cachedLoad(
  (href: string) =>
    new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        reject(new Error(`stylesheet failed to load: ${href}`));
      };
      document.head.append(link);
    }),
);
