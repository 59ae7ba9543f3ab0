import { type ComponentType, useRef, useState } from 'react';
import type { useDisclosure } from './useDisclosure';

type Disclosure = ReturnType<typeof useDisclosure>;

/**
 * A disclosure whose panel content is not part of a first visit: its code
 * loads when the pointer or the focus first reaches the disclosure, and the
 * panel opens (by click, Enter or hover) once the content is there, so it
 * never shows, or announces, an empty panel. Content that failed to load
 * (offline) leaves the panel closed; the next try asks again.
 */
export function useLazyPanelContent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  { rootProps, triggerProps }: Pick<Disclosure, 'rootProps' | 'triggerProps'>,
) {
  const [Content, setContent] = useState<ComponentType<Props> | null>(null);
  const pointerInside = useRef(false);

  const withContent = (then?: () => void) => {
    if (Content) return then?.();
    load().then(
      (loaded) => {
        setContent(() => loaded);
        then?.();
      },
      () => {},
    );
  };

  return {
    Content,
    rootProps: {
      ...rootProps,
      onMouseEnter: () => {
        pointerInside.current = true;
        withContent(() => {
          if (pointerInside.current) rootProps.onMouseEnter?.();
        });
      },
      onMouseLeave: () => {
        pointerInside.current = false;
        rootProps.onMouseLeave?.();
      },
      // Focus reaching the trigger: the content loads before Enter opens it.
      onFocus: () => withContent(),
    },
    triggerProps: {
      ...triggerProps,
      onClick: () => withContent(triggerProps.onClick),
    },
  };
}
