import type { NormalizedSidebarGroup, SidebarData } from '@rspress/core';
import { useActiveMatcher, useSidebar } from '@rspress/core/runtime';
import { useEffect, useId, useRef, useState } from 'react';
import { inRegion, REGION } from '../../site/regions';
import { ChevronRight } from '../icons/ChevronRight';
import { Link } from '../Link/Link';
import { InlineMarkdown } from '../utils/InlineMarkdown';
import { useKeepInView } from '../utils/use-keep-in-view';
import styles from './Sidebar.module.css';
import {
  containsActive,
  groupKey,
  isDivider,
  isGroup,
  isSectionHeader,
} from './sidebar-tree';

type Collapsed = Record<string, boolean>;

interface TreeProps {
  entries: SidebarData;
  path: string;
  depth: number;
  collapsed: Collapsed;
  toggle: (key: string, open: boolean) => void;
  isActive: (link: string) => boolean;
}

/** The page link of the current page scrolls into the sidebar's view. */
function PageLink({
  text,
  link,
  active,
  depth,
}: {
  text: string;
  link: string;
  active: boolean;
  depth: number;
}) {
  const ref = useRef<HTMLAnchorElement>(null);
  useKeepInView(ref, active, inRegion(REGION.sidebar));
  return (
    <Link
      ref={ref}
      href={link}
      className={styles.link}
      data-depth={depth}
      aria-current={active ? 'page' : undefined}
    >
      <InlineMarkdown text={text} />
    </Link>
  );
}

function Group({
  group,
  groupKey,
  ...tree
}: Omit<TreeProps, 'entries' | 'path'> & {
  group: NormalizedSidebarGroup;
  groupKey: string;
}) {
  const itemsId = useId();
  const collapsible = group.collapsible !== false;
  const open = !collapsible || !(tree.collapsed[groupKey] ?? group.collapsed);
  return (
    <li className={styles.group}>
      {collapsible ? (
        <button
          type="button"
          className={styles.groupHeader}
          aria-expanded={open}
          aria-controls={itemsId}
          onClick={() => tree.toggle(groupKey, !open)}
        >
          <InlineMarkdown text={group.text} />
          <ChevronRight className={styles.arrow} />
        </button>
      ) : (
        <p className={styles.groupHeader}>
          <InlineMarkdown text={group.text} />
        </p>
      )}
      <div id={itemsId} className={styles.groupItems} data-open={open}>
        <div className={styles.groupItemsInner}>
          <Tree
            {...tree}
            entries={group.items}
            path={groupKey}
            depth={tree.depth + 1}
          />
        </div>
      </div>
    </li>
  );
}

function Tree({ entries, path, ...tree }: TreeProps) {
  return (
    <ul className={styles.list}>
      {entries.map((entry, index) => {
        const key = isGroup(entry) ? groupKey(path, entry) : `${path}/${index}`;
        if (isDivider(entry)) {
          return <li key={key} className={styles.divider} aria-hidden="true" />;
        }
        if (isSectionHeader(entry)) {
          return (
            <li key={key} className={styles.sectionHeader}>
              <InlineMarkdown text={entry.sectionHeaderText} />
            </li>
          );
        }
        if (isGroup(entry)) {
          return <Group key={key} group={entry} groupKey={key} {...tree} />;
        }
        if (!entry.link) return null;
        return (
          <li key={key}>
            <PageLink
              text={entry.text}
              link={entry.link}
              active={tree.isActive(entry.link)}
              depth={tree.depth}
            />
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sidebar of the current section. Groups start as the config says
 * (expanded here) and the reader may fold them; a group holding the page the
 * reader arrives on opens by itself. The reader's choices are kept
 * in this component's state, never written into the shared sidebar data.
 */
export function Sidebar() {
  const entries = useSidebar();
  const isActive = useActiveMatcher();
  const [collapsed, setCollapsed] = useState<Collapsed>({});

  // On arrival at a page, a folded group that holds it opens. No state
  // change on the first render: the served HTML already shows it open.
  useEffect(() => {
    setCollapsed((current) => {
      let next: Collapsed | null = null;
      const visit = (list: SidebarData, path: string) => {
        for (const entry of list) {
          if (!isGroup(entry)) continue;
          const key = groupKey(path, entry);
          if (current[key] && containsActive(entry, isActive)) {
            next ??= { ...current };
            next[key] = false;
          }
          visit(entry.items, key);
        }
      };
      visit(entries, 'sidebar');
      return next ?? current;
    });
  }, [entries, isActive]);

  return (
    <Tree
      entries={entries}
      path="sidebar"
      depth={0}
      collapsed={collapsed}
      toggle={(key, open) =>
        setCollapsed((current) => ({ ...current, [key]: !open }))
      }
      isActive={isActive}
    />
  );
}
