import { RSPRESS_THEME } from '../../rspress-adapter/browser';

export type Theme = 'light' | 'dark';

/**
 * Puts a theme on the document: the `dark` class the site's styles use,
 * Rspress's own dark class, and the colour scheme of form controls and
 * scrollbars. A change is made without the colour transitions for one frame.
 */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const isDark = theme === 'dark';
  const changed = root.classList.contains('dark') !== isDark;
  root.classList.toggle('dark', isDark);
  root.classList.toggle(RSPRESS_THEME.darkClass, isDark);
  root.style.colorScheme = theme;
  if (!changed) return;
  root.classList.add(RSPRESS_THEME.switchingClass);
  // Forces the style update, so the class takes effect for this frame.
  window.getComputedStyle(root).opacity;
  requestAnimationFrame(() =>
    root.classList.remove(RSPRESS_THEME.switchingClass),
  );
}
