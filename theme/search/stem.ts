/**
 * A rough English stem, for matching a word's other forms as a prefix:
 * 'started' → 'start', 'libraries' / 'library' → 'librar', 'migration' →
 * 'migrat' (finds 'migrate'), 'aliases' → 'alias'. Only words of five or
 * more letters and stems of four or more: shorter ones match too much.
 * Returns the word itself when no rule applies.
 */
export function stem(word: string): string {
  if (word.length < 5 || /[^a-z]/.test(word)) return word;
  const rules: [RegExp, string][] = [
    [/ies$|ied$/, ''],
    [/(s|x|z|ch|sh)es$/, '$1'],
    [/([^s])s$/, '$1'],
    [/ations?$/, 'at'],
    [/([^aeiou])\1?ing$/, '$1'],
    [/([^aeiou])\1?ed$/, '$1'],
    [/y$/, ''],
  ];
  for (const [pattern, replacement] of rules) {
    if (!pattern.test(word)) continue;
    const stemmed = word.replace(pattern, replacement);
    return stemmed.length >= 4 ? stemmed : word;
  }
  return word;
}
