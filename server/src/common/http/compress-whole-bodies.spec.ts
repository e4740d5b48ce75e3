import { brotliCompressSync, brotliDecompressSync, constants } from 'node:zlib';
import { brotliWindowBits } from './compress-whole-bodies';

describe('brotliWindowBits', () => {
  it('gives a window that just holds the body, within what Brotli allows without its large-window mode', () => {
    expect(brotliWindowBits(500)).toBe(constants.BROTLI_MIN_WINDOW_BITS);
    expect(brotliWindowBits(60_000)).toBe(16);
    expect(brotliWindowBits(65_536)).toBe(17);
    expect(brotliWindowBits(1024 * 1024)).toBe(21);
    expect(brotliWindowBits(50 * 1024 * 1024)).toBe(constants.BROTLI_DEFAULT_WINDOW);
  });

  it('compresses a page-sized body as well as the default window does, and it decompresses to the same bytes', () => {
    const cards = Array.from(
      { length: 24 },
      (_, i) =>
        `<li class="card"><a href="/jewellery/${i}"><img alt="Kolczyki ${i}" src="/uploads/${i * 7919}.webp"></a><p>${120 + i} zł</p></li>`,
    );
    const body = Buffer.from(
      `<!doctype html><html><body><ul>${cards.join('\n')}</ul>${'<p>Soutache, handmade in Poznań.</p>'.repeat(300)}</body></html>`,
    );
    const compress = (bits?: number) =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 3,
          ...(bits ? { [constants.BROTLI_PARAM_LGWIN]: bits } : {}),
        },
      });
    const fitted = compress(brotliWindowBits(body.length));
    expect(brotliDecompressSync(fitted).equals(body)).toBe(true);
    expect(fitted.length).toBeLessThanOrEqual(compress().length);
  });
});
