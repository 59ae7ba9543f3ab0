import { ThemeContext, useSite } from '@rspress/core/runtime';
import { type MouseEvent, useContext } from 'react';
import { flushSync } from 'react-dom';
import { MoonIcon, SunIcon } from '../icons/icons';
import { useSiteI18n } from '../utils/use-site-i18n';
import iconButton from './IconButton.module.css';
import styles from './ThemeToggle.module.css';

/** Length of the light/dark reveal. */
const SWITCH_ANIMATION_MS = 400;

/** The circle, centred on the button, that the new theme grows from. */
function revealFrom(button: HTMLElement) {
  const { left, top, width, height } = button.getBoundingClientRect();
  const x = left + width / 2;
  const y = top + height / 2;
  const radius = Math.hypot(
    Math.max(x, window.innerWidth - x),
    Math.max(y, window.innerHeight - y),
  );
  return [
    `circle(0px at ${x}px ${y}px)`,
    `circle(${radius}px at ${x}px ${y}px)`,
  ];
}

/**
 * The navbar's light/dark switch: a real button with a name that says what
 * it will do, so it is reachable and understandable by keyboard and screen
 * reader. With `enableAppearanceAnimation` on, the theme change is revealed
 * with a View Transition where the browser has one and the reader has not
 * asked for reduced motion.
 */
export function ThemeToggle({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const { site } = useSite();
  const t = useSiteI18n();
  const next = theme === 'dark' ? 'light' : 'dark';

  const apply = () => {
    setTheme?.(next);
    onClick?.();
  };

  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    const animate =
      site.themeConfig.enableAppearanceAnimation === true &&
      typeof document.startViewTransition === 'function' &&
      !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate) {
      apply();
      return;
    }
    const clipPath = revealFrom(event.currentTarget);
    const transition = document.startViewTransition(() => flushSync(apply));
    transition.ready.then(() => {
      document.documentElement.animate(
        { clipPath },
        {
          duration: SWITCH_ANIMATION_MS,
          easing: 'ease-in',
          pseudoElement: '::view-transition-new(root)',
        },
      );
    });
  };

  return (
    <button
      type="button"
      className={iconButton.iconButton}
      aria-label={t(
        next === 'dark' ? 'switchToDarkTheme' : 'switchToLightTheme',
      )}
      onClick={handleClick}
    >
      <SunIcon className={styles.sun} />
      <MoonIcon className={styles.moon} />
    </button>
  );
}
