import { useLang } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/languages';
import {
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
} from '../data/rstack-tools';
import { useDisclosure } from '../ui/useDisclosure';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './RstackMenu.module.css';
import { ToolLink } from './ToolLink';

function GridIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      {[3, 10, 17].flatMap((y) =>
        [3, 10, 17].map((x) => (
          <circle key={`${x}-${y}`} cx={x} cy={y} r="2" fill="currentColor" />
        )),
      )}
    </svg>
  );
}

/**
 * The grid icon before the navbar title: a disclosure listing the Rstack tools.
 * Opens on hover or click, closes on Escape (focus returns to the trigger),
 * on an outside click and when focus leaves it.
 */
export function RstackMenu() {
  const t = useSiteI18n();
  const lang = useLang() as SiteLang;
  const { open, panelId, rootProps, triggerProps } = useDisclosure({
    hover: true,
  });

  const entries = [...RSTACK_TOOLS, RSTACK_ECOSYSTEM].map((entry) =>
    localizeTool(entry, lang, t),
  );

  return (
    // Hover (in rootProps) is a pointer-only shortcut; the keyboard uses the button.
    <div className={styles.root} {...rootProps}>
      <button
        {...triggerProps}
        className={styles.trigger}
        aria-label={t('rstackMenuLabel')}
      >
        <GridIcon />
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
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
      </div>
    </div>
  );
}
