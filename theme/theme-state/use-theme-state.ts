import { useSite } from '@rspress/core/runtime';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { RSPRESS_THEME } from '../rspress-internals';
import { applyTheme, type Theme } from './apply-theme';

type Appearance = Theme | 'auto';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Tells the other users of the hook in this window about a new choice. */
const SAME_WINDOW_EVENT = 'site:theme-appearance';

const isAppearance = (value: unknown): value is Appearance =>
  value === 'light' || value === 'dark' || value === 'auto';

/** `themeConfig.darkMode`: false or 'force-…' fix the theme; else its default. */
function themeRule(darkMode: unknown): {
  switchable: boolean;
  initial: Appearance;
} {
  if (darkMode === false) return { switchable: false, initial: 'light' };
  if (typeof darkMode === 'string' && darkMode.startsWith('force-')) {
    const forced = darkMode.slice('force-'.length);
    return {
      switchable: false,
      initial: isAppearance(forced) ? forced : 'light',
    };
  }
  return {
    switchable: true,
    initial: isAppearance(darkMode) ? darkMode : 'auto',
  };
}

function readStored(): Appearance | null {
  try {
    const value = localStorage.getItem(RSPRESS_THEME.storageKey);
    return isAppearance(value) ? value : null;
  } catch {
    return null;
  }
}

/** Whether the system asks for dark, followed as it changes. */
function useSystemDark(): boolean {
  const [dark, setDark] = useState(
    () =>
      typeof window !== 'undefined' && window.matchMedia(DARK_QUERY).matches,
  );
  useEffect(() => {
    const query = window.matchMedia(DARK_QUERY);
    const listener = (event: MediaQueryListEvent) => setDark(event.matches);
    query.addEventListener('change', listener);
    return () => query.removeEventListener('change', listener);
  }, []);
  return dark;
}

/**
 * The theme and its switch, for the runtime's ThemeContext. Rspress's
 * inline head script has already put the reader's stored theme on the page
 * before the first paint. Rspress's own hook put the default theme back
 * while hydrating and the stored one only after that frame was drawn, so a
 * reader who chose dark saw a light frame on every page load. This one
 * leaves the document alone until the theme changes: the stored choice is
 * read after hydration, and applying it then changes nothing on screen.
 */
export function useThemeState(): [Theme, (theme: Theme) => void] {
  const { site } = useSite();
  const { switchable, initial } = themeRule(site.themeConfig.darkMode);
  const [stored, setStored] = useState<Appearance | null>(null);
  const systemDark = useSystemDark();
  const system: Theme = systemDark ? 'dark' : 'light';
  const appearance = switchable ? (stored ?? initial) : initial;
  const theme: Theme = appearance === 'auto' ? system : appearance;

  useEffect(() => {
    setStored(readStored());
    const fromOtherWindow = (event: StorageEvent) => {
      if (event.key === RSPRESS_THEME.storageKey) setStored(readStored());
    };
    const fromThisWindow = () => setStored(readStored());
    window.addEventListener('storage', fromOtherWindow);
    window.addEventListener(SAME_WINDOW_EVENT, fromThisWindow);
    return () => {
      window.removeEventListener('storage', fromOtherWindow);
      window.removeEventListener(SAME_WINDOW_EVENT, fromThisWindow);
    };
  }, []);

  const applied = useRef<Theme | null>(null);
  useLayoutEffect(() => {
    // On the first render the head script's theme is on the page already.
    if (applied.current === null) {
      applied.current = theme;
      return;
    }
    if (applied.current !== theme) applyTheme(theme);
    applied.current = theme;
  }, [theme]);

  const setTheme = useCallback(
    (next: Theme) => {
      if (!switchable) return;
      const choice: Appearance = next === system ? 'auto' : next;
      try {
        localStorage.setItem(RSPRESS_THEME.storageKey, choice);
      } catch {
        // Storage refused: the choice holds for this page only.
      }
      setStored(choice);
      applyTheme(next);
      applied.current = next;
      window.dispatchEvent(new Event(SAME_WINDOW_EVENT));
    },
    [switchable, system],
  );

  return [theme, setTheme];
}
