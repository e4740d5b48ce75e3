/**
 * A chosen file's content checked in the browser before a byte of it is sent: its
 * first bytes must say JPEG, PNG, WebP or AVIF (what the shop takes; the server decides the same way and
 * has the last word), and the browser must be able to decode it. A name or a type the system guessed
 * from the name proves nothing: a text file renamed .jpg arrives as image/jpeg.
 */
export async function pictureKind(file: Blob): Promise<'jpeg' | 'png' | 'webp' | 'avif' | undefined> {
  const head = new Uint8Array(await file.slice(0, 32).arrayBuffer());
  const text = (from: number, to: number) => String.fromCharCode(...head.subarray(from, to));
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg';
  if (text(0, 8) === '\x89PNG\r\n\x1a\n') return 'png';
  if (text(0, 4) === 'RIFF' && text(8, 12) === 'WEBP') return 'webp';
  // An ISO media file whose brands name AVIF (the major brand may be another, e.g. mif1).
  if (text(4, 8) === 'ftyp' && /avi[fs]/.test(text(8, 32))) return 'avif';
  return undefined;
}

/** The reason code a chosen picture is refused for by its content, or none: FILE_TYPE_NOT_ALLOWED, FILE_UNREADABLE. */
export async function contentRefusal(
  file: File,
): Promise<'FILE_TYPE_NOT_ALLOWED' | 'FILE_UNREADABLE' | undefined> {
  if (!(await pictureKind(file))) return 'FILE_TYPE_NOT_ALLOWED';
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return undefined;
  } catch {
    return 'FILE_UNREADABLE';
  } finally {
    URL.revokeObjectURL(url);
  }
}
