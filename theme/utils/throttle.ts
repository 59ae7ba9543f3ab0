/**
 * Runs `fn` at once, then at most once per `wait` ms while calls keep
 * coming, with one last run after the final call so the end state is never
 * missed. Only timers are used, so a test's fake clock controls it fully.
 */
export function throttle(fn: () => void, wait: number) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let calledDuringWait = false;

  const endOfWait = () => {
    if (calledDuringWait) {
      calledDuringWait = false;
      fn();
      timer = setTimeout(endOfWait, wait);
    } else {
      timer = undefined;
    }
  };

  const throttled = () => {
    if (timer !== undefined) {
      calledDuringWait = true;
      return;
    }
    fn();
    timer = setTimeout(endOfWait, wait);
  };
  throttled.cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    calledDuringWait = false;
  };
  return throttled;
}
