import { describe, expect, it } from 'vitest';
import { pictureKind } from './picture-file';

const bytes = (...parts: (number[] | string)[]) =>
  new Blob([
    new Uint8Array(
      parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
    ),
  ]);

describe('pictureKind', () => {
  it('knows JPEG, PNG, WebP and AVIF by their first bytes', async () => {
    expect(await pictureKind(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(await pictureKind(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13]))).toBe('png');
    expect(await pictureKind(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(await pictureKind(bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1'))).toBe('avif');
    expect(await pictureKind(bytes([0, 0, 0, 0x20], 'ftypmif1', [0, 0, 0, 0], 'mif1avifmiaf'))).toBe('avif');
  });

  it('refuses a text file renamed .jpg, a GIF, an SVG and an empty file', async () => {
    expect(
      await pictureKind(new File(['<?php echo "not a photo"; ?>'], 'zdjecie.jpg', { type: 'image/jpeg' })),
    ).toBeUndefined();
    expect(await pictureKind(bytes('GIF89a'))).toBeUndefined();
    expect(await pictureKind(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(await pictureKind(bytes([0, 0, 0, 0x1c], 'ftypheic'))).toBeUndefined();
    expect(await pictureKind(new Blob([]))).toBeUndefined();
  });
});
