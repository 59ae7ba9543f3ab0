import {
  normalizeHrefInRuntime,
  routePathToMdPath,
  useFrontmatter,
  usePage,
  useSidebar,
} from '@rspress/core/runtime';
import { useId, useMemo, useState } from 'react';
// Written by the build (rspress-adapter/build/slim-page-data): the listed pages' headings.
import listedPages from 'site-overview-headings';
import { DocContent } from '../content/DocContent';
import { TitleHeading } from '../content/Heading';
import { headingId } from '../content/heading-id';
import { Link } from '../Link/Link';
import { InlineMarkdown } from '../utils/InlineMarkdown';
import { useSiteI18n } from '../utils/use-site-i18n';
import { groupHeadingIds } from './group-heading-ids';
import { noMatchTextKey } from './no-match-text';
import {
  filterGroups,
  type OverviewGroup,
  type OverviewItem,
  overviewGroups,
} from './overview-groups';
import styles from './SectionOverview.module.css';

/** The overview's groups for the page being shown. */
function useOverviewGroups(): OverviewGroup[] {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const sidebar = useSidebar();
  const depths = frontmatter.overviewHeaders as number[] | undefined;
  return useMemo(
    () =>
      overviewGroups(
        sidebar,
        listedPages,
        page.routePath,
        depths,
        normalizeHrefInRuntime,
      ),
    [sidebar, page.routePath, depths],
  );
}

/**
 * An overview page: its title, the page's own text, then a filter
 * box right above what it filters: the pages of its section in groups,
 * each with its headings. Loaded only on overview pages (see
 * ArticleContent).
 */
export default function SectionOverview() {
  if (import.meta.env.SSG_MD) return <OverviewAsMarkdown />;
  return <OverviewOnScreen />;
}

function OverviewOnScreen() {
  const { page } = usePage();
  const { frontmatter } = useFrontmatter();
  const t = useSiteI18n();
  const groups = useOverviewGroups();
  const pageTitle = page.title || t('overviewFallbackTitle');
  const [query, setQuery] = useState('');
  const filterId = useId();
  const shown = useMemo(() => filterGroups(groups, query), [groups, query]);
  const headingIds = useMemo(
    () =>
      groupHeadingIds(groups, [
        { id: headingId(pageTitle) },
        ...(page.toc ?? []),
      ]),
    [groups, page.toc, pageTitle],
  );
  // No focus on load: the page keeps the keyboard ("/" searches, Space
  // scrolls) and a phone does not open its keyboard over the page.
  return (
    <>
      <TitleHeading level={1} title={pageTitle} />
      <DocContent withTitle={false} />
      <div className={styles.filter}>
        <label htmlFor={filterId} className={styles.filterLabel}>
          {t('overview.filterNameText')}
        </label>
        <input
          id={filterId}
          type="search"
          className={styles.filterInput}
          placeholder={t('overview.filterPlaceholderText')}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
      </div>
      {shown.length > 0 ? (
        shown.map((group) => (
          <GroupOnScreen
            key={group.name}
            group={group}
            headingId={headingIds.get(group.name)}
          />
        ))
      ) : (
        <p className={styles.empty}>
          {t(noMatchTextKey(frontmatter.overviewLists), { query })}
        </p>
      )}
    </>
  );
}

function GroupOnScreen({
  group,
  headingId,
}: {
  group: OverviewGroup;
  headingId?: string;
}) {
  const withHeadings = group.items.filter((item) => item.headings.length > 0);
  const titlesOnly = group.items.filter((item) => item.headings.length === 0);
  return (
    <>
      <TitleHeading level={2} title={group.name} id={headingId} />
      <div className={styles.group} data-overview-group="" data-not-prose="">
        {withHeadings.map((item) => (
          <div key={item.link} className={styles.card} data-overview-item="">
            <PageLink item={item} />
            <ul className={styles.headings}>
              {item.headings.map((heading) => (
                <li key={heading.id}>
                  <Link
                    href={`${item.link}#${heading.id}`}
                    className={styles.headingLink}
                    data-overview-heading=""
                  >
                    <InlineMarkdown text={heading.text} />
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
        {titlesOnly.length > 0 && (
          <div className={styles.grid}>
            {titlesOnly.map((item) => (
              <div
                key={item.link}
                className={styles.card}
                data-overview-item=""
              >
                <PageLink item={item} />
              </div>
            ))}
          </div>
        )}
      </div>
    </>
  );
}

function PageLink({ item }: { item: OverviewItem }) {
  return (
    <div className={styles.title}>
      <Link href={item.link} className={styles.titleLink} data-overview-page="">
        <InlineMarkdown text={item.text} />
      </Link>
    </div>
  );
}

/** The Markdown copy: title, the page's text, then each group as a list. */
function OverviewAsMarkdown() {
  const { page } = usePage();
  const t = useSiteI18n();
  const groups = useOverviewGroups();
  const lines: string[] = [];
  for (const group of groups) {
    lines.push(`## ${group.name}`, '');
    for (const item of group.items) {
      const mdPath = routePathToMdPath(item.link);
      lines.push(`### [${item.text}](${mdPath})`, '');
      if (item.headings.length === 0) continue;
      for (const heading of item.headings) {
        lines.push(`- [${heading.text}](${mdPath}#${heading.id})`);
      }
      lines.push('');
    }
  }
  return (
    <>
      <TitleHeading
        level={1}
        title={page.title || t('overviewFallbackTitle')}
      />
      <DocContent withTitle={false} />
      {`\n${lines.join('\n')}`}
    </>
  );
}
