const loads = new Map<string, Promise<void>>();

/**
 * Adds a stylesheet to the page and resolves once it applies, so the modal
 * is never drawn unstyled. A failed load is forgotten and tried again on the
 * next call.
 */
export function loadStylesheet(href: string): Promise<void> {
  let load = loads.get(href);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const link = document.createElement('link');
      link.rel = 'stylesheet';
      link.href = href;
      link.onload = () => resolve();
      link.onerror = () => {
        link.remove();
        reject(new Error(`stylesheet failed to load: ${href}`));
      };
      document.head.append(link);
    });
    load.catch(() => loads.delete(href));
    loads.set(href, load);
  }
  return load;
}
