// Lib option paths as the config pages' headings write them
// (`lib.dts`, `dts.bundle.tsconfigPath`, `shims.cjs['import.meta.url']`),
// shared by the option history script, the build's version badges and the
// docs tests, so all three read a heading alike.

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

/** `lib.dts.bundle` / `shims.cjs['import.meta.url']`, then the rest of the heading. */
const OPTION_PATH =
  /^(?:lib\.)?([A-Za-z_$][\w$]*(?:\.[A-Za-z_$][\w$]*|\['[^']+'\])*)(.*)$/;

/**
 * The option path a heading names, or undefined. A heading names an option
 * when it is nothing but a path (a note in parentheses may follow, as in
 * "lib.autoExternal (deprecated)").
 * @param {string} heading
 * @returns {string[] | undefined}
 */
export function optionPathOf(heading) {
  const match = OPTION_PATH.exec(heading.trim());
  if (!match || !/^\s*([(（].*)?$/.test(match[2])) return undefined;
  return [...match[1].matchAll(/\['([^']+)'\]|([A-Za-z_$][\w$]*)/g)].map(
    (part) => part[1] ?? part[2],
  );
}

/**
 * An option path written as the headings write it: keys joined by dots, a
 * key that is not an identifier in brackets (`shims.cjs['import.meta.url']`).
 * @param {string[]} parts
 */
export function optionKey(parts) {
  return parts
    .map((part, index) => {
      if (!IDENTIFIER.test(part)) return `['${part}']`;
      return index === 0 ? part : `.${part}`;
    })
    .join('');
}
