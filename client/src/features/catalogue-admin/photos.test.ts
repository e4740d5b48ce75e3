import { describe, expect, it } from 'vitest';
import { localRefusal, move, progressByPhoto, type Photo } from './photos';

const file = (name: string, size: number, type = 'image/jpeg') =>
  new File([new Uint8Array(size)], name, { type });
const photo = (key: string, f?: File): Photo => ({
  key,
  file: f,
  id: f ? undefined : 1,
  preview: '',
  colorId: null,
  altTextEn: '',
  altTextPl: '',
});

describe('photos on the product form', () => {
  it("refuses a file that is not a JPEG, PNG, WebP or AVIF, or is over the server's size limit, before sending it", () => {
    const limits = {
      __typename: 'UploadLimits' as const,
      maxFileBytes: 2000,
      maxFiles: 20,
      maxPixels: 50_000_000,
    };
    expect(localRefusal(file('notes.txt', 10, 'text/plain'), limits)).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(localRefusal(file('big.jpg', 2001), limits)).toBe('FILE_TOO_LARGE');
    expect(localRefusal(file('ok.webp', 2000, 'image/webp'), limits)).toBeUndefined();
    // Before the limits arrive the server alone judges the size.
    expect(localRefusal(file('big.jpg', 2001), undefined)).toBeUndefined();
  });

  it('tells each new photo how much of it has gone out, in the order they are sent', () => {
    const photos = [photo('kept'), photo('a', file('a.jpg', 100)), photo('b', file('b.jpg', 300))];
    // 50 bytes of text parts, then a (100), then b (300): 450 in all.
    expect(progressByPhoto(photos, 0, 450)).toEqual(
      new Map([
        ['a', 0],
        ['b', 0],
      ]),
    );
    expect(progressByPhoto(photos, 100, 450)).toEqual(
      new Map([
        ['a', 0.5],
        ['b', 0],
      ]),
    );
    expect(progressByPhoto(photos, 300, 450)).toEqual(
      new Map([
        ['a', 1],
        ['b', 0.5],
      ]),
    );
    expect(progressByPhoto(photos, 450, 450)).toEqual(
      new Map([
        ['a', 1],
        ['b', 1],
      ]),
    );
  });

  it('moves a photo up or down and leaves the list alone past either end', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
