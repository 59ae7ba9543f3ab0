import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@rstest/core';
import * as clientHead from '../../../rspress-adapter/browser/head/client-head';
import * as browserRouter from '../../../rspress-adapter/browser/router/browser-router';
import { UNSUPPORTED_ROUTER_NAMES } from '../../../rspress-adapter/browser/router/unsupported';
import { requireFromRspress, rspressDist } from './installed-rspress';

// The browser build replaces two of Rspress's dependencies with the site's
// own small modules (rspress-adapter/build/browser-stand-ins): react-router-dom and
// unhead. This is their upgrade contract, read from the installed packages:
// every name Rspress's browser code takes from a replaced module is either
// provided by the stand-in or listed as unsupported with a reason, and an
// unsupported one throws that reason when used.

// The installed Rspress, or the one at RSPRESS_CORE_DIR; a module is loaded
// as that Rspress resolves it.
const require = requireFromRspress;

/** Rspress's modules that run in the browser: its runtime and its theme. */
function browserModules(): { file: string; source: string }[] {
  return ['runtime', 'theme'].flatMap((folder) =>
    readdirSync(path.join(rspressDist, folder), {
      recursive: true,
      withFileTypes: true,
    })
      .filter(
        (entry) =>
          entry.isFile() &&
          entry.name.endsWith('.js') &&
          // The server render's entries keep the real libraries.
          !/^ssr(Md)?ServerEntry\.js$/.test(entry.name),
      )
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return { file, source: readFileSync(file, 'utf8') };
      }),
  );
}

/**
 * The names Rspress's browser modules import or re-export from `module`:
 * `import { a, b as c }`, `export { a } from`, and for `export * from` every
 * name the installed module exports.
 */
function namesTakenFrom(module: string): Set<string> {
  const names = new Set<string>();
  const quoted = module.replace(/[/]/g, '\\/');
  const named = new RegExp(
    `(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`,
    'g',
  );
  const star = new RegExp(`export\\s*\\*\\s*from\\s*["']${quoted}["']`);
  for (const { source } of browserModules()) {
    for (const [, list] of source.matchAll(named))
      for (const item of list.split(','))
        if (item.trim()) names.add(item.trim().split(/\s+as\s+/)[0]);
    if (star.test(source))
      for (const name of Object.keys(require(module))) names.add(name);
  }
  return names;
}

describe('the browser router stand-in (react-router-dom)', () => {
  const taken = namesTakenFrom('react-router-dom');

  it('Rspress takes names from react-router-dom in the browser', () => {
    // The runtime re-exports all of it, and uses these itself.
    for (const name of ['BrowserRouter', 'useLocation', 'useNavigate'])
      expect(taken).toContain(name);
  });

  it('provides every name Rspress takes, or lists it as unsupported', () => {
    const missing = [...taken].filter(
      (name) => !(name in browserRouter) && !(name in UNSUPPORTED_ROUTER_NAMES),
    );
    expect(
      missing,
      'add each to rspress-adapter/browser/router/browser-router.ts, or to rspress-adapter/browser/router/unsupported.ts with the reason',
    ).toEqual([]);
  });

  it('lists as unsupported only names React Router has', () => {
    const exported = new Set(Object.keys(require('react-router-dom')));
    expect(
      Object.keys(UNSUPPORTED_ROUTER_NAMES).filter(
        (name) => !exported.has(name),
      ),
    ).toEqual([]);
  });

  it('an unsupported name throws its reason when used, never "undefined is not a function"', () => {
    for (const [name, reason] of Object.entries(UNSUPPORTED_ROUTER_NAMES)) {
      const standIn = (browserRouter as Record<string, unknown>)[name];
      expect(typeof standIn, name).toBe('function');
      expect(() => (standIn as () => unknown)()).toThrow(
        `react-router-dom's ${name} is not available in the site's browser build: ${reason}`,
      );
    }
  });

  it('what the stand-in provides is a real implementation, not a thrower', () => {
    for (const name of ['BrowserRouter', 'useLocation', 'useNavigate'])
      expect(name in UNSUPPORTED_ROUTER_NAMES, name).toBe(false);
  });
});

describe('the browser head stand-in (unhead)', () => {
  for (const module of ['@unhead/react', '@unhead/react/client'])
    it(`provides every name Rspress takes from ${module}`, () => {
      const taken = namesTakenFrom(module);
      expect(taken.size).toBeGreaterThan(0);
      expect([...taken].filter((name) => !(name in clientHead))).toEqual([]);
    });
});
