import { describe, expect, it } from '@rstest/core';
import {
  formatHeadersFile,
  type HeaderRule,
  headersForPath,
  parseHeadersFile,
  pathMatches,
} from '../../scripts/lib/headers-file.mjs';

describe('formatHeadersFile', () => {
  it('writes a path line, then its headers indented', () => {
    expect(
      formatHeadersFile([
        { path: '/*', headers: { 'X-Frame-Options': 'DENY', A: 'b' } },
        { path: '/blog/*', headers: { 'Cache-Control': 'no-cache' } },
      ]),
    ).toBe(
      '/*\n  X-Frame-Options: DENY\n  A: b\n\n/blog/*\n  Cache-Control: no-cache\n',
    );
  });

  it('refuses a value with a line break, which would end the header early', () => {
    expect(() =>
      formatHeadersFile([{ path: '/*', headers: { A: 'one\ntwo' } }]),
    ).toThrow('header A of /* spans several lines');
  });
});

describe('parseHeadersFile', () => {
  it('reads back what formatHeadersFile writes', () => {
    const rules: HeaderRule[] = [
      {
        path: '/*',
        headers: {
          'Content-Security-Policy': "default-src 'self'; img-src https://a:*",
          'X-Frame-Options': 'DENY',
        },
      },
      { path: '/static/*', headers: { 'Cache-Control': 'max-age=60' } },
    ];
    expect(parseHeadersFile(formatHeadersFile(rules))).toEqual(rules);
  });

  it('skips comments and blank lines, accepts CRLF and tabs', () => {
    expect(
      parseHeadersFile('# site headers\r\n\r\n/*\r\n\tA: 1\r\n  # note\r\n'),
    ).toEqual([{ path: '/*', headers: { A: '1' } }]);
  });

  it('joins a header given twice under one path', () => {
    expect(parseHeadersFile('/*\n  Link: <a>\n  Link: <b>\n')).toEqual([
      { path: '/*', headers: { Link: '<a>, <b>' } },
    ]);
  });

  it('fails on a header before any path', () => {
    expect(() => parseHeadersFile('  A: 1\n')).toThrow(
      '_headers line 1: not a header of a path',
    );
  });

  it('fails on an indented line that is not a header', () => {
    expect(() => parseHeadersFile('/*\n  A: 1\n  oops\n')).toThrow(
      '_headers line 3: not a header of a path',
    );
  });
});

describe('pathMatches', () => {
  it('lets * stand for any characters, slashes included', () => {
    expect(pathMatches('/*', '/')).toBe(true);
    expect(pathMatches('/*', '/zh/guide/start/')).toBe(true);
    expect(pathMatches('/blog/*', '/blog/v0-5')).toBe(true);
    expect(pathMatches('/blog/*', '/guide/')).toBe(false);
  });

  it('matches a path without * exactly, dots literal', () => {
    expect(pathMatches('/a.html', '/a.html')).toBe(true);
    expect(pathMatches('/a.html', '/aXhtml')).toBe(false);
    expect(pathMatches('/a', '/a/b')).toBe(false);
  });
});

describe('headersForPath', () => {
  const rules: HeaderRule[] = [
    { path: '/*', headers: { 'X-Frame-Options': 'DENY', Vary: 'Accept' } },
    { path: '/blog/*', headers: { vary: 'Cookie', 'X-Blog': '1' } },
  ];

  it('gives the headers of every rule covering the path', () => {
    expect(headersForPath(rules, '/guide/')).toEqual({
      'X-Frame-Options': 'DENY',
      Vary: 'Accept',
    });
    expect(headersForPath(rules, '/blog/x')).toEqual({
      'X-Frame-Options': 'DENY',
      Vary: 'Accept, Cookie',
      'X-Blog': '1',
    });
  });

  it('is empty without rules', () => {
    expect(headersForPath([], '/')).toEqual({});
  });
});
