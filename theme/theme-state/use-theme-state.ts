import { useSite } from '@rspress/core/runtime';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import {
  type Appearance,
  isAppearance,
  storeAppearance,
  useStoredAppearance,
} from './appearance-store';
import { applyTheme, type Theme } from './apply-theme';

const DARK_QUERY = '(prefers-color-scheme: dark)';

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
 * The reader's choice (light, dark or follow the system) and a way to
 * change it, for the theme control.
 */
export function useAppearance(): [Appearance, (choice: Appearance) => void] {
  const { site } = useSite();
  const { switchable, initial } = themeRule(site.themeConfig.darkMode);
  const stored = useStoredAppearance();
  const choose = useCallback(
    (choice: Appearance) => {
      if (switchable) storeAppearance(choice);
    },
    [switchable],
  );
  return [switchable ? (stored ?? initial) : initial, choose];
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
  const [appearance, choose] = useAppearance();
  const systemDark = useSystemDark();
  const theme: Theme =
    appearance === 'auto' ? (systemDark ? 'dark' : 'light') : appearance;

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

  return [theme, choose];
}
