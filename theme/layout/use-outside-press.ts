import { type RefObject, useEffect } from 'react';

/**
 * While `active`, a press anywhere outside the given elements calls
 * `onOutside` (the narrow-screen sidebar and outline close this way).
 */
export function useOutsidePress(
  active: boolean,
  inside: RefObject<HTMLElement | null>[],
  onOutside: () => void,
) {
  useEffect(() => {
    if (!active) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (inside.some((ref) => ref.current?.contains(target))) return;
      onOutside();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [active, inside, onOutside]);
}
