import { readStorage, TOKEN_KEY } from '../../lib/storage';

export type UploadOutcome = { image: string; imageUrl: string } | { refused: 'unsupported' | 'tooLarge' | 'failed' };

/**
 * Sends a background picture to the shop (REST, multipart: the GraphQL API has no file uploads yet);
 * the server checks its type by content and makes its sizes. Answers the file name for the image field.
 */
export async function uploadBackground(file: File): Promise<UploadOutcome> {
  const body = new FormData();
  body.append('file', file);
  const token = readStorage(TOKEN_KEY);
  try {
    const res = await fetch('/api/publications/backgrounds', { method: 'POST', body, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    if (res.ok) return (await res.json()) as { image: string; imageUrl: string };
    console.error('Failed to upload the background', res.status);
    return { refused: res.status === 415 ? 'unsupported' : res.status === 413 ? 'tooLarge' : 'failed' };
  } catch (error) {
    console.error('Failed to upload the background', error);
    return { refused: 'failed' };
  }
}
