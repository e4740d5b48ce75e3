import { Inject, Injectable } from '@nestjs/common';
import { AppError, describeFields, type FieldErrors } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { clientGone, EncodeQueue } from './encode-queue';
import { isPixelLimit, prepareImage, type PreparedImage } from './image-variants';
import { FileTooLarge, type IncomingFile, sniffImageType } from './uploads';

/** One picture of a request: a new file to take in, or none (a picture kept, or one prepared already). */
export interface PictureUpload {
  file?: IncomingFile | null;
}

/**
 * A request's uploaded pictures taken in, before any row is written: each spooled file read and checked
 * by its bytes, then encoded in the one queue (media/encode-queue.ts) into the image store's widths.
 */
@Injectable()
export class ImageIntake {
  constructor(
    /** Pictures of all requests are encoded one at a time (each uses libvips' threads already). */
    private readonly encoding: EncodeQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * Reads, checks (by content) and encodes every new file of `images` for `folder`, outside any
   * transaction; answers the prepared pictures by their index. Every refused file is named
   * (`images.<index>`) with its reason, so the maker can fix them all at once: 415 when any is not an
   * image we take, else 413 for a file or picture too large.
   *
   * Every file is first read whole (a slow client waits for itself, holding no encoder), then the
   * request's pictures are encoded in one turn of the queue, read again from where the upload keeps
   * them (one picture's bytes in memory at a time): the first request to ask is the first answered.
   * Nothing is encoded for a client that went away.
   */
  async prepare(
    images: PictureUpload[],
    folder: string,
    signal?: AbortSignal,
  ): Promise<Map<number, PreparedImage>> {
    const { maxFileBytes, maxPixels } = this.config.uploads;
    const prepared = new Map<number, PreparedImage>();
    const problems: FieldErrors = {};
    const read = async (file: IncomingFile): Promise<Buffer> => {
      try {
        return await file.read(maxFileBytes);
      } catch (error) {
        if (error instanceof FileTooLarge) throw error;
        throw interrupted(error);
      }
    };
    const accepted: [number, IncomingFile][] = [];
    for (const [index, image] of images.entries()) {
      if (!image.file) continue;
      try {
        if (sniffImageType(await read(image.file))) accepted.push([index, image.file]);
        else problems[`images.${index}`] = ['FILE_TYPE_NOT_ALLOWED'];
      } catch (error) {
        if (!(error instanceof FileTooLarge)) throw error;
        problems[`images.${index}`] = ['FILE_TOO_LARGE'];
      }
    }
    // Once a file is refused nothing will be stored: the others are only checked, not encoded.
    if (accepted.length && !Object.keys(problems).length) {
      await this.encoding.run(async () => {
        for (const [index, file] of accepted) {
          if (signal?.aborted) throw clientGone();
          try {
            prepared.set(index, await prepareImage(await read(file), folder, maxPixels));
          } catch (error) {
            if (error instanceof AppError) throw error;
            problems[`images.${index}`] = [isPixelLimit(error) ? 'IMAGE_TOO_MANY_PIXELS' : 'FILE_UNREADABLE'];
            break;
          }
        }
      }, signal);
    }
    const codes = Object.values(problems).flat();
    if (!codes.length) return prepared;
    const unsupported = codes.some((code) => code === 'FILE_TYPE_NOT_ALLOWED' || code === 'FILE_UNREADABLE');
    throw new AppError(
      unsupported ? 'UNSUPPORTED_MEDIA_TYPE' : 'PAYLOAD_TOO_LARGE',
      `${unsupported ? 'Unsupported image' : 'Image too large'} (${describeFields(problems)})`,
      { fields: problems },
    );
  }
}

/** A client that went away mid-upload (graphql-upload answers 499, a socket may reset): nothing was stored. */
function interrupted(error: unknown): unknown {
  const candidate = error as { status?: number; code?: string };
  if (
    candidate?.status === 499 ||
    candidate?.code === 'ECONNRESET' ||
    candidate?.code === 'ERR_STREAM_PREMATURE_CLOSE'
  ) {
    return new AppError('BAD_USER_INPUT', 'The upload was interrupted');
  }
  return error;
}
