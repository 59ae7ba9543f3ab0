// Checks every link and image of a built site against the files the build
// wrote: the target must exist, and a #fragment must name an element there.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readReferences } from './html-references.mjs';
import { pageUrl, resolveTarget } from './site-target.mjs';

/**
 * @typedef {{ page: string, kind: 'dead link' | 'missing anchor' | 'missing image', href: string }} Problem
 */

/**
 * @param {string} dir the build output directory
 * @param {string} origin the origin the site is published under
 * @returns {{ problems: Problem[], pages: number, references: number }}
 */
export function findBrokenLinks(dir, origin) {
  const files = new Set(listFiles(dir));
  const pages = new Map();
  for (const file of files) {
    if (file.endsWith('.html')) {
      pages.set(
        file,
        readReferences(readFileSync(path.join(dir, file), 'utf8')),
      );
    }
  }

  /** @type {Problem[]} */
  const problems = [];
  let references = 0;
  for (const [page, { references: refs }] of pages) {
    const base = pageUrl(page, origin);
    const reported = new Set();
    const report = (kind, href) => {
      const key = `${kind} ${href}`;
      if (reported.has(key)) return;
      reported.add(key);
      problems.push({ page, kind, href });
    };
    for (const { kind, href } of refs) {
      const target = resolveTarget(href, base, origin);
      if (!target) continue;
      references += 1;
      const file = target.candidates.find((candidate) => files.has(candidate));
      if (!file) {
        report(kind === 'image' ? 'missing image' : 'dead link', href);
        continue;
      }
      const targetPage = pages.get(file);
      if (
        kind === 'link' &&
        targetPage &&
        !hasFragment(targetPage.ids, target.fragment)
      ) {
        report('missing anchor', href);
      }
    }
  }
  return { problems, pages: pages.size, references };
}

/**
 * Whether a page scrolls somewhere for this fragment. As in the HTML
 * standard, an empty fragment and "top" mean the top of the page, and the
 * fragment is tried both as written and percent-decoded.
 */
function hasFragment(ids, fragment) {
  if (fragment === '' || fragment.toLowerCase() === 'top') return true;
  if (ids.has(fragment)) return true;
  try {
    return ids.has(decodeURIComponent(fragment));
  } catch {
    return false;
  }
}

/** Every file below `dir`, as POSIX paths relative to it. */
function listFiles(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) =>
      path
        .relative(dir, path.join(entry.parentPath, entry.name))
        .split(path.sep)
        .join('/'),
    );
}
