import { useSite } from '@rspress/core/runtime';
import { type ChangeEvent, useId } from 'react';
import { flushSync } from 'react-dom';
import { MonitorIcon, MoonIcon, SunIcon } from '../icons/icons';
import type { Appearance } from '../theme-state/appearance-store';
import { useAppearance } from '../theme-state/use-theme-state';
import type { SiteTextKey } from '../utils/use-site-i18n';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './ThemeChoice.module.css';

/** Length of the light/dark reveal. */
const SWITCH_ANIMATION_MS = 400;

const CHOICES: {
  value: Appearance;
  label: SiteTextKey;
  Icon: typeof SunIcon;
}[] = [
  { value: 'light', label: 'themeLight', Icon: SunIcon },
  { value: 'dark', label: 'themeDark', Icon: MoonIcon },
  { value: 'auto', label: 'themeSystem', Icon: MonitorIcon },
];

/** The circle, centred on the chosen option, that the new theme grows from. */
function revealFrom(option: HTMLElement) {
  const { left, top, width, height } = option.getBoundingClientRect();
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
 * The theme control: light, dark or the system's, as a named group of radio
 * buttons, so assistive technology announces the current choice and the
 * arrow keys change it. With `enableAppearanceAnimation` on, a change of the
 * theme shown is revealed with a View Transition where the browser has one
 * and the reader has not asked for reduced motion.
 */
export function ThemeChoice() {
  const [appearance, choose] = useAppearance();
  const { site } = useSite();
  const t = useSiteI18n();
  // One group per copy of the control (navbar, "more" panel, phone menu).
  const name = useId();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const choice = event.currentTarget.value as Appearance;
    const animate =
      site.themeConfig.enableAppearanceAnimation === true &&
      typeof document.startViewTransition === 'function' &&
      !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (!animate) {
      choose(choice);
      return;
    }
    const clipPath = revealFrom(event.currentTarget);
    const transition = document.startViewTransition(() =>
      flushSync(() => choose(choice)),
    );
    // A second choice before this one is drawn skips this transition:
    // `ready` then rejects, and there is nothing left to animate.
    transition.ready
      .then(() => {
        document.documentElement.animate(
          { clipPath },
          {
            duration: SWITCH_ANIMATION_MS,
            easing: 'ease-in',
            pseudoElement: '::view-transition-new(root)',
          },
        );
      })
      .catch(() => {});
  };

  return (
    <div
      role="radiogroup"
      aria-label={t('themeLabel')}
      className={styles.group}
    >
      {CHOICES.map(({ value, label, Icon }) => (
        <label key={value} className={styles.option} title={t(label)}>
          <input
            type="radio"
            name={name}
            value={value}
            checked={appearance === value}
            onChange={onChange}
            aria-label={t(label)}
            className={styles.radio}
          />
          <Icon className={styles.icon} />
        </label>
      ))}
    </div>
  );
}
