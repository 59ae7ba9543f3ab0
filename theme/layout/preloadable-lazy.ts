import {
  type ComponentType,
  createElement,
  type FunctionComponent,
  lazy,
} from 'react';

/** A lazily loaded component that can also be loaded ahead of its render. */
export type PreloadableComponent = FunctionComponent & {
  preload: () => Promise<unknown>;
};

/**
 * Like `lazy`, with `preload()`: once the code has arrived, the component
 * renders it directly, without suspending (which is what hydrating the
 * served page needs: see holdHydration in the adapter).
 */
export function preloadableLazy(
  load: () => Promise<ComponentType>,
): PreloadableComponent {
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        // A failed download is asked for again next time.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() =>
    preload().then((component) => ({ default: component })),
  );
  const Preloadable = () => createElement(loaded ?? Lazy);
  return Object.assign(Preloadable, { preload });
}
