import { describe, expect, it } from 'vitest';
import { localRefusal, move, progressByPhoto, type Photo } from './photos';

const file = (name: string, size: number, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });
const photo = (key: string, f?: File): Photo => ({ key, file: f, id: f ? undefined : 1, preview: '', colorId: null, altTextEn: '', altTextPl: '' });

describe('photos on the product form', () => {
  it('refuses a file that is not a JPEG, PNG, WebP or AVIF, or is over 25 MB, before sending it', () => {
    expect(localRefusal(file('notes.txt', 10, 'text/plain'))).toBe('FILE_TYPE_NOT_ALLOWED');
    expect(localRefusal(file('big.jpg', 25 * 1024 * 1024 + 1))).toBe('FILE_TOO_LARGE');
    expect(localRefusal(file('ok.webp', 1000, 'image/webp'))).toBeUndefined();
  });

  it('tells each new photo how much of it has gone out, in the order they are sent', () => {
    const photos = [photo('kept'), photo('a', file('a.jpg', 100)), photo('b', file('b.jpg', 300))];
    // 50 bytes of text parts, then a (100), then b (300): 450 in all.
    expect(progressByPhoto(photos, 0, 450)).toEqual(new Map([['a', 0], ['b', 0]]));
    expect(progressByPhoto(photos, 100, 450)).toEqual(new Map([['a', 0.5], ['b', 0]]));
    expect(progressByPhoto(photos, 300, 450)).toEqual(new Map([['a', 1], ['b', 0.5]]));
    expect(progressByPhoto(photos, 450, 450)).toEqual(new Map([['a', 1], ['b', 1]]));
  });

  it('moves a photo up or down and leaves the list alone past either end', () => {
    expect(move(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
  });
});
