import { useLang } from '@rspress/core/runtime';
import { loadRstackTexts } from 'virtual-routes';
import { useDisclosure } from '../ui/useDisclosure';
import { useLazyPanelContent } from '../ui/useLazyPanelContent';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './RstackMenu.module.css';

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
 * The list's code, data and texts in `lang`: not part of a first visit,
 * loaded when the pointer or the focus first reaches the menu.
 */
const loadToolList = (lang: string) =>
  Promise.all([
    import(/* webpackChunkName: "rstack-menu" */ './RstackToolList'),
    loadRstackTexts(lang),
  ]).then(([module]) => module.RstackToolList);

/**
 * The grid icon before the navbar title: a disclosure listing the Rstack tools.
 * Opens on hover or click, closes on Escape (focus returns to the trigger),
 * on an outside click and when focus leaves it. Its list loads when focus
 * or the pointer first reaches the menu (useLazyPanelContent), with the
 * tools' texts in the page's language; a page in the other language draws
 * the menu anew, so its list waits for that language's texts.
 */
export function RstackMenu() {
  const lang = useLang();
  return <RstackMenuIn key={lang} lang={lang} />;
}

function RstackMenuIn({ lang }: { lang: string }) {
  const t = useSiteI18n();
  const disclosure = useDisclosure({ hover: true });
  const { Content, rootProps, triggerProps } = useLazyPanelContent(
    () => loadToolList(lang),
    disclosure,
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
      <div
        id={disclosure.panelId}
        className={styles.panel}
        hidden={!disclosure.open}
      >
        {Content && <Content />}
      </div>
    </div>
  );
}
