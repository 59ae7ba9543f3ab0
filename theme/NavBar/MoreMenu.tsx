import iconButton from '../ui/IconButton.module.css';
import { useDisclosure } from '../ui/useDisclosure';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './NavBar.module.css';
import { NavSettings } from './NavSettings';

function DotsIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
      {[4, 10, 16].map((x) => (
        <circle key={x} cx={x} cy="10" r="1.75" fill="currentColor" />
      ))}
    </svg>
  );
}

/**
 * Between the phone and the wide layout the navbar has no room for the
 * settings; a button opens them in a panel (hover or click, Escape closes).
 */
export function MoreMenu() {
  const t = useSiteI18n();
  const { open, panelId, rootProps, triggerProps } = useDisclosure({
    hover: true,
  });
  return (
    <div className={styles.more} {...rootProps}>
      <button
        {...triggerProps}
        className={iconButton.iconButton}
        aria-label={t('moreSettingsLabel')}
      >
        <DotsIcon />
      </button>
      <div id={panelId} className={styles.morePanel} hidden={!open}>
        <NavSettings stacked />
      </div>
    </div>
  );
}
