// Relies on: what @unhead/react's useHead and <Head> accept (Rspress's
// runtime re-exports both). Upstream would need to let a theme supply its
// head manager for this list to go.

// What unhead does and the browser's head (client-head.ts) deliberately does
// not. A page may use any of it through Rspress's `useHead` or `<Head>`; the
// server render (real unhead) would write it into the HTML, and a stand-in
// that dropped it would leave the head wrong after the first client-side
// navigation with no error anywhere. Each one here throws instead, naming
// itself and why it is missing.
// tests/unit/rspress-contract/head-behaviour.test.ts runs every input the
// stand-in supports through both unhead and the stand-in, and checks that
// each one listed here is accepted by unhead and throws its reason here.

/** Why a group of unhead's inputs is not part of the stand-in. */
// Short: every reason ships in the script of every page.
const WHY = {
  notUsed: 'no page or Rspress uses it',
  bodyTags: 'React renders the body',
  templates: 'PageHead writes the whole title',
  tagOrder: 'tags are appended in order',
  rawHtml: 'text only, never markup',
  repeatedMeta: 'one meta tag per name or property',
  functionValues: 'strings only',
  entryHandle: 'no caller keeps it',
} as const;

/** Every input of unhead's the stand-in does not take, with why. */
export const UNSUPPORTED_HEAD_INPUTS: Readonly<Record<string, string>> = {
  base: WHY.notUsed,
  style: WHY.notUsed,
  noscript: WHY.notUsed,
  'htmlAttrs.style': WHY.notUsed,
  'useHead options': WHY.notUsed,
  'function values': WHY.functionValues,
  bodyAttrs: WHY.bodyTags,
  tagPosition: WHY.bodyTags,
  titleTemplate: WHY.templates,
  templateParams: WHY.templates,
  processTemplateParams: WHY.templates,
  tagPriority: WHY.tagOrder,
  tagDuplicateStrategy: WHY.tagOrder,
  key: WHY.tagOrder,
  dangerouslySetInnerHTML: WHY.rawHtml,
  'repeated meta': WHY.repeatedMeta,
  'useHead handle': WHY.entryHandle,
};

/** Throws, naming the unsupported input and why it is missing. */
export function unsupportedHeadInput(name: string): never {
  throw new Error(
    `@unhead/react's ${name} is not available in the site's browser build: ${UNSUPPORTED_HEAD_INPUTS[name]} (rspress-adapter/browser/head/unsupported.ts).`,
  );
}
