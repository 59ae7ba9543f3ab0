import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { formatHeadersFile } from '../../scripts/lib/headers-file.mjs';
import { builtPages } from '../shared/built-pages';
import { outputDir } from '../shared/site-config';
import { pageResources, scriptHashSource } from './page-resources';
import { securityHeaders, unlistedImageOrigins } from './policy';

export interface SecurityHeadersOptions {
  /** Image sources besides the site's own files: origins, or `data:`. */
  imageSources: string[];
  /** Hosts the pages' scripts talk to besides the site. */
  connectSources: string[];
  /** The pages compile WebAssembly (the embedded search engine). */
  webAssembly: boolean;
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
      const outDir = outputDir(config);
      const scriptHashes = new Set<string>();
      const imageOrigins = new Set<string>();
      const problems: string[] = [];
      for (const page of await builtPages(config)) {
        const resources = pageResources(page.html);
        for (const text of resources.inlineScripts) {
          scriptHashes.add(scriptHashSource(text));
        }
        for (const origin of resources.imageOrigins) imageOrigins.add(origin);
        for (const handler of resources.inlineHandlers) {
          problems.push(`${page.path}: inline event handler ${handler}`);
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
        webAssembly: options.webAssembly,
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
