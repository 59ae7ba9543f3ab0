import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { formatHeadersFile } from '../../scripts/lib/headers-file.mjs';
import { pageResources, scriptHashSource } from './page-resources';
import { securityHeaders, unlistedImageOrigins } from './policy';

export interface SecurityHeadersOptions {
  /** Image sources besides the site's own files: origins, or `data:`. */
  imageSources: string[];
  /** Hosts the pages' scripts talk to besides the site. */
  connectSources: string[];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * Writes `_headers` (read by Netlify and Cloudflare Pages, and by
 * scripts/serve.mjs) with the security headers for every path. The policy's
 * script hashes come from the inline scripts of the built pages, so it
 * always allows exactly what the build emitted. The build fails on what the
 * policy would block: an inline event handler, or an image from a host
 * missing from `imageSources`.
 */
export function pluginSecurityHeaders(
  options: SecurityHeadersOptions,
): RspressPlugin {
  return {
    name: 'rslib-docs:security-headers',
    async afterBuild(config, isProd) {
      if (!isProd) return;
      // Rspress resolves outDir against the working folder, as done here.
      const outDir = path.resolve(config.outDir ?? 'doc_build');
      const scriptHashes = new Set<string>();
      const imageOrigins = new Set<string>();
      const problems: string[] = [];
      for (const file of (await htmlFiles(outDir)).sort()) {
        const page = pageResources(await readFile(file, 'utf8'));
        const where = path.relative(outDir, file);
        for (const text of page.inlineScripts) {
          scriptHashes.add(scriptHashSource(text));
        }
        for (const origin of page.imageOrigins) imageOrigins.add(origin);
        for (const handler of page.inlineHandlers) {
          problems.push(`${where}: inline event handler ${handler}`);
        }
      }
      for (const origin of unlistedImageOrigins(
        [...imageOrigins],
        options.imageSources,
      )) {
        problems.push(`image from ${origin}: add it to imageSources`);
      }
      if (problems.length > 0) {
        throw new Error(
          `The Content-Security-Policy would block:\n${problems.join('\n')}`,
        );
      }
      const headers = securityHeaders({
        scriptHashes: [...scriptHashes],
        imageSources: options.imageSources,
        connectSources: options.connectSources,
      });
      await writeFile(
        path.join(outDir, '_headers'),
        formatHeadersFile([{ path: '/*', headers }]),
      );
      console.log(
        `_headers written: ${scriptHashes.size} inline script hashes in the Content-Security-Policy`,
      );
    },
  };
}
