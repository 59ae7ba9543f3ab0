// Relies on: Rspress's inline head scripts and theme runtime reading
// localStorage unguarded, and the key its locale redirect keeps there
// ('rspress-visited'). Upstream would need to guard those reads.

/**
 * Where reading `window.localStorage` throws (site data blocked, a sandboxed
 * frame) or it is null, Rspress 2.0.22 breaks: its two inline head scripts
 * (the theme script and the first-visit locale redirect) and its theme
 * runtime (`useStorageValue`, behind the theme state) read it unguarded, so
 * the page throws on load and React removes the whole app.
 *
 * This script, run before them, puts an in-memory stand-in in its place in
 * that case only, for the life of the page. The stand-in starts with the
 * locale redirect's "visited" mark: with nothing remembered between loads,
 * every load would count as a first visit and redirect by browser language,
 * and a reader could never open a page of the other language by its address.
 */
export const STORAGE_FALLBACK_SCRIPT = `{
  try {
    window.localStorage.getItem('rspress-visited');
  } catch {
    const items = new Map([['rspress-visited', '1']]);
    const memory = {
      getItem: (key) => items.get(String(key)) ?? null,
      setItem: (key, value) => {
        items.set(String(key), String(value));
      },
      removeItem: (key) => {
        items.delete(String(key));
      },
      clear: () => items.clear(),
      key: (index) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
    try {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        value: memory,
      });
    } catch {}
  }
}`;
