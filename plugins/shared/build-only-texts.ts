/**
 * Keys of i18n.json whose texts only the build writes into pages (version
 * badges of lib options, redirect pages of old routes, the notice on an
 * outdated translation). The browser never
 * needs them, so the `i18nSource` config drops them from the UI texts that
 * every page loads.
 */
const BUILD_ONLY_PREFIXES = [
  'optionHistory.',
  'oldRoutes.',
  'translationStatus.',
];

type Texts = Record<string, Record<string, string>>;

export const isBuildOnlyText = (key: string) =>
  BUILD_ONLY_PREFIXES.some((prefix) => key.startsWith(prefix));

/** For the `i18nSource` config: the UI texts without the build's own. */
export function withoutBuildOnlyTexts(source: Texts): Texts {
  return Object.fromEntries(
    Object.entries(source).filter(([key]) => !isBuildOnlyText(key)),
  );
}

/** A build-only text in a language, with `{name}` placeholders filled in. */
export function buildText(
  texts: Texts,
  key: string,
  lang: string,
  values: Record<string, string>,
): string {
  if (!isBuildOnlyText(key)) {
    throw new Error(`i18n.json: ${key} is not a build-only text`);
  }
  const template = texts[key]?.[lang];
  if (!template) throw new Error(`i18n.json: no ${key} in ${lang}`);
  return template.replace(/\{(\w+)\}/g, (whole, name) => values[name] ?? whole);
}
