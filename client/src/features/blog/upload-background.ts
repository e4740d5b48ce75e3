import { UploadPublicationBackgroundDocument } from '../../gql/blog/graphql';
import { contentRefusal } from '../../lib/picture-file';
import { sendWithFiles, UploadRefused } from '../../lib/send-with-files';
import { overSize, type UploadLimits } from '../../lib/upload-limits';

export type UploadOutcome =
  { image: string; imageUrl: string } | { refused: 'unsupported' | 'unreadable' | 'tooLarge' | 'failed' };

const REFUSALS: Record<string, 'unsupported' | 'tooLarge'> = {
  UNSUPPORTED_MEDIA_TYPE: 'unsupported',
  PAYLOAD_TOO_LARGE: 'tooLarge',
};

/**
 * Sends a background picture to the shop (a GraphQL multipart upload); the server checks its type by
 * content and makes its sizes. Answers the file name for the image field.
 */
export async function uploadBackground(
  file: File,
  language: string,
  limits: UploadLimits | undefined,
): Promise<UploadOutcome> {
  // Checked by its size and content first: nothing is sent for a file the shop would refuse.
  if (overSize(file, limits)) return { refused: 'tooLarge' };
  const refusal = await contentRefusal(file);
  if (refusal) return { refused: refusal === 'FILE_UNREADABLE' ? 'unreadable' : 'unsupported' };
  try {
    const data = await sendWithFiles(
      UploadPublicationBackgroundDocument,
      { file: null },
      [{ path: 'file', file }],
      language,
      () => {},
    );
    return data.uploadPublicationBackground;
  } catch (error) {
    console.error('Failed to upload the background', error);
    const code = error instanceof UploadRefused ? error.refusal.code : undefined;
    return { refused: (code && REFUSALS[code]) || 'failed' };
  }
}
