import { useSite } from '@rspress/core/runtime';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { ThemeChoice } from '../components/ThemeChoice';
import styles from './NavBar.module.css';
import { SocialLinks } from './SocialLinks';

/**
 * The language switch, theme switch and social links: inline in the navbar
 * on wide screens, in the "more" panel or the full-screen menu otherwise.
 */
export function NavSettings({ stacked = false }: { stacked?: boolean }) {
  const { site } = useSite();
  return (
    <div className={stacked ? styles.settingsStacked : styles.settings}>
      <LanguageSwitch />
      {site.themeConfig.darkMode !== false && <ThemeChoice />}
      <SocialLinks />
    </div>
  );
}
