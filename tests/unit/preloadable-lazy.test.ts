import { describe, expect, it } from '@rstest/core';
import type { ReactElement } from 'react';
import { preloadableLazy } from '../../theme/layout/preloadable-lazy';

const Loaded = () => null;

describe('preloadableLazy', () => {
  it('renders the lazy component until preloaded, then the loaded one directly', async () => {
    const Component = preloadableLazy(async () => Loaded);
    const before = Component({}) as ReactElement;
    expect(before.type).not.toBe(Loaded);
    await Component.preload();
    expect((Component({}) as ReactElement).type).toBe(Loaded);
  });

  it('loads once, and again after a failed download', async () => {
    let calls = 0;
    let fail = true;
    const Component = preloadableLazy(async () => {
      calls += 1;
      if (fail) throw new Error('offline');
      return Loaded;
    });
    await expect(Component.preload()).rejects.toThrow('offline');
    fail = false;
    await Component.preload();
    await Component.preload();
    expect(calls).toBe(2);
    expect((Component({}) as ReactElement).type).toBe(Loaded);
  });
});
