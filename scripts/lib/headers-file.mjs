// The `_headers` file read by Netlify and Cloudflare Pages: a path pattern on
// its own line, then its headers indented below it, one `Name: value` a line.
// The build writes it (plugins/security-headers) and scripts/serve.mjs reads
// it, so the local server sends what those hosts send.

/** Text of a `_headers` file with one block per rule, in order. */
export function formatHeadersFile(rules) {
  const blocks = rules.map(({ path, headers }) => {
    const lines = Object.entries(headers).map(([name, value]) => {
      // A line break would end the header on the host: it must not reach the file.
      if (/[\r\n]/.test(`${name}${value}`)) {
        throw new Error(`header ${name} of ${path} spans several lines`);
      }
      return `  ${name}: ${value}`;
    });
    return [path, ...lines].join('\n');
  });
  return `${blocks.join('\n\n')}\n`;
}

/** The rules of a `_headers` file; throws on a line it cannot place. */
export function parseHeadersFile(text) {
  const rules = [];
  for (const [index, line] of text.split(/\r?\n/).entries()) {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ path: trimmed, headers: {} });
      continue;
    }
    const colon = trimmed.indexOf(':');
    const rule = rules.at(-1);
    if (!rule || colon < 1) {
      throw new Error(`_headers line ${index + 1}: not a header of a path`);
    }
    const name = trimmed.slice(0, colon).trim();
    const value = trimmed.slice(colon + 1).trim();
    rule.headers[name] =
      name in rule.headers ? `${rule.headers[name]}, ${value}` : value;
  }
  return rules;
}

/** Whether a rule's path pattern covers a request path; `*` stands for any characters. */
export function pathMatches(pattern, pathname) {
  const source = pattern
    .split('*')
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}$`).test(pathname);
}

/**
 * The headers for a request path: those of every matching rule, values of a
 * header named by several rules joined with commas, as the hosts do.
 */
export function headersForPath(rules, pathname) {
  const merged = new Map();
  for (const rule of rules) {
    if (!pathMatches(rule.path, pathname)) continue;
    for (const [name, value] of Object.entries(rule.headers)) {
      const key = name.toLowerCase();
      const previous = merged.get(key);
      merged.set(key, {
        name: previous?.name ?? name,
        value: previous ? `${previous.value}, ${value}` : value,
      });
    }
  }
  return Object.fromEntries(
    [...merged.values()].map(({ name, value }) => [name, value]),
  );
}
