/**
 * Relies on: nothing itself; the one door through which the build reaches
 * the build side of the adapter (Rspress internals: see each module). The
 * rest of the project imports Rspress only through its public exports, its
 * config and plugin hooks, and this file.
 */
export {
  RSPRESS_CALLOUT_COMPONENT,
  RSPRESS_HEADING_ANCHOR_CLASS,
} from '../browser/rspress-internals';
export { pluginBrowserStandIns } from './browser-stand-ins';
export { withHeadGuardsFirst } from './head-guards';
export { nameLazyChunksByBuildHash } from './lazy-chunk-names';
export {
  pluginRspressRuntimeData,
  RUNTIME_DATA_REWRITES,
} from './rspress-runtime-data';
export { PAGE_READY_EXPORT } from './rspress-runtime-data/transforms.mjs';
export { pluginSlimPageData } from './slim-page-data';
