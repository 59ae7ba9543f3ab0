import { describe, expect, it } from '@rstest/core';
import { cachedLoad } from '../../theme/utils/cached-load';

describe('cachedLoad', () => {
  it('loads each key once, and again after a failure', async () => {
    const calls: string[] = [];
    let fail = true;
    const load = cachedLoad(async (key: string) => {
      calls.push(key);
      if (key === 'b' && fail) throw new Error('offline');
      return key.toUpperCase();
    });
    expect(await load('a')).toBe('A');
    expect(await load('a')).toBe('A');
    await expect(load('b')).rejects.toThrow('offline');
    fail = false;
    expect(await load('b')).toBe('B');
    expect(await load('b')).toBe('B');
    expect(calls).toEqual(['a', 'b', 'b']);
  });
});
