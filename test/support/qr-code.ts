import jsQR from 'jsqr';
import sharp from 'sharp';

/** The text a QR code picture holds, as a banking app reads it (a PNG from a mail, a page's SVG or a screenshot of it). */
export async function readQr(picture: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .resize({ width: 400 })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data;
}
