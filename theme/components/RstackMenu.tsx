import { useLang } from '@rspress/core/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import {
  type Lang,
  localizeTool,
  RSTACK_ECOSYSTEM,
  RSTACK_TOOLS,
} from '../data/rstack-tools';
import { useSiteI18n } from '../utils/use-site-i18n';
import styles from './RstackMenu.module.css';
import { ToolLink } from './ToolLink';

/** Pointer leaving the menu closes it after this delay, so crossing the gap to the panel does not. */
const CLOSE_DELAY_MS = 150;

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
  const lang = useLang() as Lang;
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A pointer that opened the menu by hovering then clicks the trigger: that
  // click confirms the menu rather than closing it again.
  const openedByHover = useRef(false);
  const panelId = useId();

  const cancelClose = () => clearTimeout(closeTimer.current);
  const scheduleClose = () => {
    cancelClose();
    closeTimer.current = setTimeout(() => setOpen(false), CLOSE_DELAY_MS);
  };

  useEffect(() => {
    if (!open) {
      openedByHover.current = false;
      return;
    }
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const entries = [...RSTACK_TOOLS, RSTACK_ECOSYSTEM].map((entry) =>
    localizeTool(entry, lang),
  );

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover is a pointer-only shortcut; keyboard users open the menu with its button.
    <div
      ref={rootRef}
      className={styles.root}
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={scheduleClose}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) {
          setOpen(false);
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-label={t('rstackMenuLabel')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            setOpen(true);
          } else {
            setOpen((value) => !value);
          }
        }}
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
