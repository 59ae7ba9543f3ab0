import { useLang } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/languages';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
} from '../data/rstack-tools';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './RstackToolList.module.css';
import { ToolLink } from './ToolLink';

/** The Rstack menu's entries: the six tools and the ecosystem list. */
export function RstackToolList() {
  const t = useSiteI18n();
  const lang = useLang() as SiteLang;
  const entries = [...RSTACK_TOOLS, RSTACK_ECOSYSTEM].map((entry) =>
    localizeTool(entry, lang, t),
  );
  return (
    <ul className={styles.list}>
      {entries.map((tool) => (
        <li key={tool.name}>
          <ToolLink
            tool={tool}
            className={styles.item}
            logoClassName={styles.logo}
            logoSize={28}
            logoAlt=""
          >
            <span className={styles.text}>
              <span className={styles.name}>{tool.name}</span>
              <span className={styles.desc}>{tool.desc}</span>
            </span>
          </ToolLink>
        </li>
      ))}
    </ul>
  );
}
