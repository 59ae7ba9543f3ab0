import { pageFilesOf, readPage } from '../../docs-source';
import { type CodeBlock, codeBlocksOf, titleOf } from './code-blocks';

/**
 * Fence meta word for a config example that is deliberately incomplete
 * (a fragment that cannot stand alone); such blocks are not type-checked.
 */
export const PARTIAL_MARKER = 'partial';

export interface ConfigExample {
  lang: 'en' | 'zh';
  page: string;
  block: CodeBlock;
  /** File name the example is written to: its title, else rslib.config.ts. */
  fileName: string;
  partial: boolean;
}

const SCRIPT_LANGS = /^(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CONFIG_FILE_NAME = /^(rslib|rsbuild)\.config\.[cm]?[jt]s$/;

/**
 * Every TypeScript/JavaScript block that is a config file: titled
 * `rslib.config.*` / `rsbuild.config.*`, or calling `defineConfig(`.
 */
export function configExamples(): ConfigExample[] {
  const examples: ConfigExample[] = [];
  for (const lang of ['en', 'zh'] as const) {
    for (const page of pageFilesOf(lang)) {
      for (const block of codeBlocksOf(readPage(lang, page))) {
        if (!SCRIPT_LANGS.test(block.lang)) continue;
        const titleFile = titleOf(block)?.split(' ')[0];
        const titledConfig = titleFile
          ? CONFIG_FILE_NAME.test(titleFile.split('/').at(-1) ?? '')
          : false;
        if (!titledConfig && !block.code.includes('defineConfig(')) continue;
        examples.push({
          lang,
          page,
          block,
          fileName:
            titleFile?.split('/').at(-1) ?? `rslib.config.${block.lang}`,
          partial: block.meta.split(/\s+/).includes(PARTIAL_MARKER),
        });
      }
    }
  }
  return examples;
}
