import { overSize, type UploadLimits } from '../../lib/upload-limits';

/** A photo on the product form: one already stored (id) or a new file, with its colour and alt texts. */
export interface Photo {
  /** React key, stable while the photo moves. */
  key: string;
  id?: number;
  file?: File;
  /** What the preview shows: the stored picture, or the new file's object URL. */
  preview: string;
  colorId: number | null;
  altTextEn: string;
  altTextPl: string;
  /** The server's reason codes for this file, when it refused it. */
  refused?: string[];
}

/** What the shop takes (DESIGN "Images"); the server decides by content and has the last word. */
export const ACCEPTED_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif'];

/** Why a chosen file is refused before sending it, as a reason code the locales word; sizes by the server's limits. */
export function localRefusal(file: File, limits: UploadLimits | undefined): string | undefined {
  if (!ACCEPTED_TYPES.includes(file.type)) return 'FILE_TYPE_NOT_ALLOWED';
  if (overSize(file, limits)) return 'FILE_TOO_LARGE';
  return undefined;
}

/**
 * How far each new photo's bytes have gone out, from the request's progress: the files travel in
 * the photos' order after the small text parts, so each owns a slice of the body.
 */
export function progressByPhoto(photos: Photo[], sentBytes: number, totalBytes: number): Map<string, number> {
  const files = photos.filter((photo) => photo.file);
  const fileBytes = files.reduce((sum, photo) => sum + photo.file!.size, 0);
  let start = Math.max(0, totalBytes - fileBytes);
  const progress = new Map<string, number>();
  for (const photo of files) {
    const size = photo.file!.size || 1;
    progress.set(photo.key, Math.min(1, Math.max(0, (sentBytes - start) / size)));
    start += photo.file!.size;
  }
  return progress;
}

export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}
