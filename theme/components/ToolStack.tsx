import { useLang } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/languages';
import { localizeTool, RSTACK_TOOLS } from '../data/rstack-tools';
import { useSiteI18n } from '../utils/use-site-i18n';
import { ToolLink } from './ToolLink';
import styles from './ToolStack.module.css';

/** The home page's section presenting the sibling tools of the Rstack family. */
export function ToolStack() {
  const t = useSiteI18n();
  const lang = useLang() as SiteLang;
  return (
    <section className={styles.section} aria-labelledby="rstack-heading">
      <h2 id="rstack-heading" className={styles.heading}>
        {t('rstackTitle')}
      </h2>
      <p className={styles.description}>{t('rstackDescription')}</p>
      <ul className={styles.grid}>
        {RSTACK_TOOLS.map((entry) => {
          const tool = localizeTool(entry, lang, t);
          return (
            <li key={tool.name}>
              <ToolLink
                tool={tool}
                className={styles.card}
                logoClassName={styles.logo}
                logoSize={64}
                logoAlt={`${tool.name} logo`}
              >
                <span className={styles.name}>{tool.name}</span>
                <span className={styles.desc}>{tool.desc}</span>
                <span className={styles.link}>{tool.urlText} ↗</span>
              </ToolLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
