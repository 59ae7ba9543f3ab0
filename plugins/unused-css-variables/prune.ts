import postcss, { type Declaration } from 'postcss';

/** A custom property's name at a place that reads it: `var(--name` in CSS or script, or the name quoted (`setProperty('--name', …)`). */
const referencesOf = (text: string) =>
  new Set(
    [...text.matchAll(/var\(\s*(--[\w-]+)|["'`](--[\w-]+)["'`]/g)].map(
      ([, read, quoted]) => read ?? quoted,
    ),
  );

/** A stylesheet: its text and, when the build writes one, its source map. */
export interface Stylesheet {
  css: string;
  map?: object;
}

/**
 * The stylesheets without the custom properties nothing reads: a
 * declaration of `--name` goes when no stylesheet, script or other text of
 * the build reads `--name` (a declaration's own value counts only while the
 * declaration stays, so a chain of unread variables goes whole). Rules left
 * empty go with them; a source map follows its stylesheet. Stylesheets
 * keyed by file; `others` are the build's other texts (scripts, data).
 */
export function withoutUnreadCustomProperties(
  stylesheets: Record<string, Stylesheet>,
  others: readonly string[],
): Record<string, Stylesheet> {
  const roots = Object.fromEntries(
    Object.entries(stylesheets).map(([file, { css, map }]) => [
      file,
      // The previous map is read with the text, for the new one to chain to.
      postcss.parse(css, { from: file, map: map && { prev: map } }),
    ]),
  );
  const readElsewhere = referencesOf(others.join('\n'));
  for (;;) {
    const read = new Set(readElsewhere);
    const declarations: Declaration[] = [];
    for (const root of Object.values(roots))
      root.walkDecls((declaration) => {
        if (declaration.prop.startsWith('--')) declarations.push(declaration);
        for (const name of referencesOf(declaration.value)) read.add(name);
      });
    const unread = declarations.filter(({ prop }) => !read.has(prop));
    if (unread.length === 0) break;
    for (const declaration of unread) {
      let parent = declaration.parent;
      declaration.remove();
      // A rule, then an at-rule around it (`@media …`), left with nothing.
      while (parent && parent.type !== 'root' && parent.nodes?.length === 0) {
        const outer = parent.parent;
        parent.remove();
        parent = outer;
      }
    }
  }
  return Object.fromEntries(
    Object.entries(roots).map(([file, root]) => {
      const { map } = stylesheets[file];
      if (!map) return [file, { css: root.toString() }];
      const result = root.toResult({
        to: file,
        map: { inline: false, annotation: false },
      });
      return [file, { css: result.css, map: result.map.toJSON() }];
    }),
  );
}
