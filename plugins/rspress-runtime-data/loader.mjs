// Rspack loader: rewrites one of the modules Rspress puts in every page's
// script, the one its `transform` option names (transforms.mjs says how and
// why).
import {
  compactRouteList,
  withoutSidebarFileKeys,
  withoutUnusedBaseStyles,
} from './transforms.mjs';

const TRANSFORMS = {
  'route-list': compactRouteList,
  'site-data': withoutSidebarFileKeys,
  'base-styles': withoutUnusedBaseStyles,
};

export default function rspressRuntimeDataLoader(source) {
  const { transform } = this.getOptions();
  return TRANSFORMS[transform](source);
}
