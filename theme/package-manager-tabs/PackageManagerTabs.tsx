import { type KeyboardEvent, useId } from 'react';
import { getCustomMDXComponent } from '../content/mdx-components';
import { commandLines } from './commands';
import styles from './PackageManagerTabs.module.css';
import { useTabChoice } from './use-tab-choice';

/** Every group of these tabs on the site shares one choice. */
const GROUP_ID = 'package.manager';

const { pre: CodeBlock } = getCustomMDXComponent();

/**
 * A shell line coloured like the highlighted code blocks around it (the
 * token colours of site/code-token-colours.ts).
 */
function CommandBlock({ line }: { line: string }) {
  const [tool, ...rest] = line.split(' ');
  return (
    <CodeBlock className="shiki css-variables" lang="bash">
      {/* No inline white-space: the block's wrap toggle sets it. */}
      <code>
        <span style={{ color: 'var(--tk-fn)' }}>{tool}</span>
        <span style={{ color: 'var(--tk-st)' }}>{` ${rest.join(' ')}`}</span>
      </code>
    </CodeBlock>
  );
}

/**
 * One command in the reader's package manager: npm, yarn, pnpm,
 * bun (and deno) as tabs, the choice shared by every group and remembered.
 * Tabs follow the ARIA tabs pattern: arrow keys move between them.
 */
export function PackageManagerTabs({
  command,
}: {
  command: string | Record<string, string>;
}) {
  const lines = commandLines(command);
  // A build-time constant: the Markdown copies, rendered in Node, get one
  // fenced block per manager and none of the browser's hooks.
  if (import.meta.env.SSG_MD) {
    return lines
      .map(([manager, line]) => `\n\`\`\`sh [${manager}]\n${line}\n\`\`\`\n`)
      .join('');
  }
  return <CommandTabs lines={lines} />;
}

function CommandTabs({ lines }: { lines: [string, string][] }) {
  const [chosen, choose] = useTabChoice(GROUP_ID);
  const selected = chosen < lines.length ? chosen : 0;
  const id = useId();

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (!step) return;
    const next = (selected + step + lines.length) % lines.length;
    choose(next);
    event.currentTarget
      .querySelectorAll<HTMLButtonElement>('[role="tab"]')
      [next]?.focus();
  };

  return (
    <div className={styles.tabs} data-package-manager-tabs="">
      <div className={styles.tablist} role="tablist" onKeyDown={onKeyDown}>
        {lines.map(([manager], index) => (
          <button
            key={manager}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-controls={`${id}-panel-${index}`}
            aria-selected={index === selected}
            tabIndex={index === selected ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
          >
            {manager}
          </button>
        ))}
      </div>
      {lines.map(([manager, line], index) => (
        <div
          key={manager}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== selected}
          className={styles.panel}
        >
          <CommandBlock line={line} />
        </div>
      ))}
    </div>
  );
}
