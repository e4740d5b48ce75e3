import sharp from 'sharp';
import {
  imageKeys,
  prepareImage,
  SHARE_PREVIEW,
  SHARE_SQUARE,
  sharePreviewKey,
  sharePreviewOf,
  shareSquareKey,
} from './image-variants';

/** Random pixels: the worst case for a JPEG's size (no two neighbours alike). */
function noise(width: number, height: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  // xorshift32: the same pixels every run.
  let state = 2463534242;
  for (let i = 0; i < pixels.length; i += 1) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    pixels[i] = state & 0xff;
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
}

const described = async (body: Buffer) => {
  const { format, width, height } = await sharp(body).metadata();
  return { format, width, height, underLimit: body.length < SHARE_PREVIEW.maxBytes };
};

describe('the link previews of a picture', () => {
  it('is made with its sizes: a 1200×630 JPEG under 300 kB, even of a photo that is all fine detail', async () => {
    const prepared = await prepareImage(await noise(1600, 1000), 'products');
    const preview = prepared.files.find((file) => file.key === sharePreviewKey(prepared.base));
    expect(await described(preview!.body)).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
      underLimit: true,
    });
    // And Pinterest's square, 1200×1200 under 300 kB.
    const square = prepared.files.find((file) => file.key === shareSquareKey(prepared.base));
    expect(square!.key).toBe(`${prepared.base}-1200sq.jpg`);
    expect(await described(square!.body)).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 1200,
      underLimit: true,
    });
    // Every file it wrote is one `imageKeys` names, so a removal takes them all.
    expect(prepared.files.map((file) => file.key).sort()).toEqual(
      imageKeys(prepared.base, prepared.widths).sort(),
    );
  });

  it('covers the card from a small or tall picture, and lays a transparent one on white', async () => {
    const tall = await sharp({
      create: { width: 300, height: 900, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
    })
      .png()
      .toBuffer();
    const prepared = await prepareImage(tall, 'backgrounds');
    const preview = prepared.files.find((file) => file.key === sharePreviewKey(prepared.base))!.body;
    expect(await described(preview)).toEqual({ format: 'jpeg', width: 1200, height: 630, underLimit: true });
    const { channels } = await sharp(preview).stats();
    expect(Math.min(...channels.map((channel) => channel.mean))).toBeGreaterThan(250);
  });

  it('is made for a stored picture from its largest WebP', async () => {
    const webp = await sharp(await noise(1000, 1250))
      .webp({ quality: 80 })
      .toBuffer();
    expect(await described(await sharePreviewOf(webp))).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 630,
      underLimit: true,
    });
    expect(await described(await sharePreviewOf(webp, undefined, SHARE_SQUARE))).toEqual({
      format: 'jpeg',
      width: 1200,
      height: 1200,
      underLimit: true,
    });
  });
});
