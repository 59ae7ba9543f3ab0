import { createHash, randomBytes } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from '@rstest/core';
import { smallerGzip } from '../../plugins/search-index/recompress';

// Text shaped like an index chunk's: words and page numbers, repeating.
const indexLike = Buffer.from(
  Array.from(
    { length: 4000 },
    (_, at) => `word${at % 97}:${(at * 31) % 211},${at % 13};`,
  ).join(''),
);

describe('the search bundle recompressed with Zopfli', () => {
  it('is smaller than gzip at its best level and decompresses to the same bytes', async () => {
    const best = gzipSync(indexLike, { level: 9 });
    const smaller = await smallerGzip(best);
    expect(smaller.length).toBeLessThan(best.length);
    expect(gunzipSync(smaller).equals(indexLike)).toBe(true);
  });

  it('keeps a file Zopfli cannot shrink as it was (its own output)', async () => {
    const once = await smallerGzip(
      gzipSync(Buffer.concat([indexLike, randomBytes(5_000)]), { level: 9 }),
    );
    const twice = await smallerGzip(once);
    expect(Buffer.from(twice).equals(Buffer.from(once))).toBe(true);
    // Zopfli over incompressible bytes: about 4 s alone, more beside the
    // other test files on two cores.
  }, 20_000);

  it('answers an input it has seen from its cache with the same bytes', async () => {
    const best = gzipSync(indexLike.subarray(0, 30_000), { level: 9 });
    const first = await smallerGzip(best);
    const again = await smallerGzip(best);
    expect(Buffer.from(again).equals(Buffer.from(first))).toBe(true);
  });

  it('makes a cached result again when it is cut short', async () => {
    const best = gzipSync(indexLike.subarray(0, 20_000), { level: 9 });
    const whole = await smallerGzip(best);
    const hash = createHash('sha256').update(best).digest('hex');
    writeFileSync(
      path.resolve('node_modules/.cache/search-index-zopfli', `${hash}.gz`),
      Buffer.from(whole).subarray(0, 100),
    );
    const again = await smallerGzip(best);
    expect(gunzipSync(again).equals(indexLike.subarray(0, 20_000))).toBe(true);
  });
});
