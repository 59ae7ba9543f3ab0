import { useLang } from '@rspress/core/runtime';
import { AgentsNote } from '../content/AgentsNote';
import { Link } from '../Link/Link';
import { VisuallyHidden } from '../ui/VisuallyHidden';
import { localizePath } from '../utils/locale-path';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './Hero.module.css';

// Served by the site (docs/public/logos), like all of its own images.
const LOGO_URL = '/logos/rslib-logo.svg';

export function Hero() {
  const t = useSiteI18n();
  const lang = useLang();
  return (
    <section className={styles.hero}>
      <div className={styles.stars} aria-hidden="true" />
      {/* A fixed box: the text must not move while the logo loads. */}
      <img
        className={styles.logo}
        src={LOGO_URL}
        alt={t('heroLogoAlt')}
        width={160}
        height={160}
      />
      <h1 className={styles.title}>Rslib</h1>
      {import.meta.env.ENABLE_LLMS_UI && <AgentsNote />}
      <p className={styles.subtitle}>{t('heroSubtitle')}</p>
      <p className={styles.description}>{t('heroDescription')}</p>
      <div className={styles.actions}>
        <Link
          className={`${styles.action} ${styles.primary}`}
          href={localizePath('/guide/start/quick-start', lang)}
        >
          {t('heroGetStarted')}
        </Link>
        <Link
          className={`${styles.action} ${styles.secondary}`}
          href={localizePath('/guide/start/', lang)}
        >
          {t('heroLearnMore')}
          {/* "Learn more" alone does not say where the link leads. */}
          <VisuallyHidden> {t('heroLearnMoreTopic')}</VisuallyHidden>
        </Link>
      </div>
    </section>
  );
}
