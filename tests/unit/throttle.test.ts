import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { throttle } from '../../theme/utils/throttle';

describe('throttle (outline scroll 100 ms, navbar hide 200 ms)', () => {
  beforeEach(() => {
    rs.useFakeTimers();
  });
  afterEach(() => {
    rs.useRealTimers();
  });

  it('runs the first call at once', () => {
    const fn = rs.fn();
    throttle(fn, 100)();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('holds later calls until the wait is over, then runs once', () => {
    const fn = rs.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled();
    rs.advanceTimersByTime(99);
    expect(fn).toHaveBeenCalledTimes(1);
    rs.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs at most once per wait while calls keep coming', () => {
    const fn = rs.fn();
    const throttled = throttle(fn, 100);
    for (let ms = 0; ms < 1000; ms += 10) {
      throttled();
      rs.advanceTimersByTime(10);
    }
    // Calls for 1000 ms: one run at once, then one at the end of each of
    // the ten 100 ms waits.
    expect(fn).toHaveBeenCalledTimes(11);
  });

  it('does not run after the wait when nothing was called during it', () => {
    const fn = rs.fn();
    const throttled = throttle(fn, 100);
    throttled();
    rs.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
    throttled();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('cancel drops a held call', () => {
    const fn = rs.fn();
    const throttled = throttle(fn, 100);
    throttled();
    throttled();
    throttled.cancel();
    rs.advanceTimersByTime(500);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
