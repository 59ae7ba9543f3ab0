import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A "copied" flag that turns itself off `durationMs` after it was last set,
 * for a copy button's success state.
 */
export function useCopiedFlag(durationMs: number) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const markCopied = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), durationMs);
  }, [durationMs]);
  return [copied, markCopied] as const;
}
