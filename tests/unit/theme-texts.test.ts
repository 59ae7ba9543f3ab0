/**
 * Every text a reader sees comes from i18n.json, in the page's language. This
 * test parses each TSX file of the theme and fails on a string literal where
 * a reader sees or hears it: JSX text, and the `alt`, `aria-label`, `title`
 * and `placeholder` attributes (a literal, or a literal branch of an
 * expression). Strings that are no language are allowed, each with its reason.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript-api';

const ROOT = path.resolve(import.meta.dirname, '../..');
const THEME = path.join(ROOT, 'theme');
const SPOKEN_ATTRIBUTES = new Set([
  'alt',
  'aria-label',
  'title',
  'placeholder',
]);

/** Texts that are the same in every language, with the reason. */
const NOT_LANGUAGE: Readonly<Record<string, string>> = {
  '·': 'a separator between items, not a word',
  Rslib: "the product's name, written the same in every language",
  '': 'an empty alt marks an image as decorative',
  K: 'the letter on the key of the search shortcut (Ctrl K), not a word',
};

type Finding = { file: string; line: number; text: string };

/** String literals an expression can evaluate to (`a ? 'x' : 'y'`, `a || 'x'`). */
function literalBranches(node: ts.Node): ts.StringLiteralLike[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (ts.isParenthesizedExpression(node))
    return literalBranches(node.expression);
  if (ts.isConditionalExpression(node))
    return [
      ...literalBranches(node.whenTrue),
      ...literalBranches(node.whenFalse),
    ];
  if (
    ts.isBinaryExpression(node) &&
    [
      ts.SyntaxKind.BarBarToken,
      ts.SyntaxKind.QuestionQuestionToken,
      ts.SyntaxKind.AmpersandAmpersandToken,
    ].includes(node.operatorToken.kind)
  )
    return literalBranches(node.right);
  return [];
}

export function visibleLiterals(file: string, source: string): Finding[] {
  const sourceFile = ts.createSourceFile(
    file,
    source,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
  const findings: Finding[] = [];
  const report = (node: ts.Node, text: string) => {
    const value = text.trim().replace(/\s+/g, ' ');
    if (value in NOT_LANGUAGE || !/\p{L}/u.test(value)) return;
    const { line } = sourceFile.getLineAndCharacterOfPosition(
      node.getStart(sourceFile),
    );
    findings.push({ file, line: line + 1, text: value });
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    if (
      ts.isJsxExpression(node) &&
      node.expression &&
      ts.isJsxElement(node.parent)
    )
      for (const literal of literalBranches(node.expression))
        report(literal, literal.text);
    if (
      ts.isJsxAttribute(node) &&
      SPOKEN_ATTRIBUTES.has(node.name.getText(sourceFile)) &&
      node.initializer
    ) {
      const value = ts.isJsxExpression(node.initializer)
        ? node.initializer.expression
        : node.initializer;
      for (const literal of value ? literalBranches(value) : [])
        report(literal, literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return findings;
}

function tsxFiles(): string[] {
  return readdirSync(THEME, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.tsx'))
    .map((entry) =>
      path.relative(ROOT, path.join(entry.parentPath, entry.name)),
    );
}

describe('theme texts', () => {
  it('no visible text is a literal of the theme: each is a key of i18n.json', () => {
    const findings = tsxFiles().flatMap((file) =>
      visibleLiterals(file, readFileSync(path.join(ROOT, file), 'utf8')),
    );
    expect(
      findings.map(({ file, line, text }) => `${file}:${line}: "${text}"`),
      'move these texts into i18n.json (en and zh) and read them with useSiteI18n, or add a text that is no language to NOT_LANGUAGE with the reason',
    ).toEqual([]);
  });

  it('finds a literal in text, in a spoken attribute and in a fallback', () => {
    const found = visibleLiterals(
      'x.tsx',
      `const A = () => <p title="Hello" aria-label={x || 'Menu'}>Some text{y ? 'Yes' : t('no')} <img alt="Rslib" /> · </p>;`,
    ).map(({ text }) => text);
    expect(found).toEqual(['Hello', 'Menu', 'Some text', 'Yes']);
  });
});
