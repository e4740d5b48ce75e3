import { readFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { GraphQLError, GraphQLScalarType } from 'graphql';
import GraphQLUpload from 'graphql-upload/GraphQLUpload.mjs';
import { AppError } from '../common/errors/app-error';

/**
 * A file sent with a request, whichever API carried it: GraphQL multipart (graphql-upload keeps it in
 * a temporary file while the request streams in) or a REST multipart body. Nothing about it is
 * trusted: its name is only ever used to tell the maker which file was refused, never as a path.
 */
export interface IncomingFile {
  /** The file's bytes, refused past `maxBytes`; rejects when the client went away mid-upload. */
  read(maxBytes: number): Promise<Buffer>;
}

/** Thrown by `read` past the size limit. */
export class FileTooLarge extends Error {
  constructor() {
    super('File too large');
  }
}

/** Reads a stream whole, stopping (and failing) as soon as it passes `maxBytes`. */
export function readStream(stream: Readable, maxBytes: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    stream.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxBytes) {
        stream.destroy();
        reject(new FileTooLarge());
        return;
      }
      chunks.push(chunk);
    });
    stream.once('error', (error: Error & { status?: number }) =>
      reject(error.status === 413 ? new FileTooLarge() : error),
    );
    stream.once('end', () => resolve(Buffer.concat(chunks)));
  });
}

export { uploadSpool } from './image-store';

/** A file the REST parser spooled to disk (`size` bytes of it kept there). */
export const spooledFile = (path: string, size: number): IncomingFile => ({
  read: (maxBytes) => (size > maxBytes ? Promise.reject(new FileTooLarge()) : readFile(path)),
});

/**
 * The GraphQL `Upload` scalar (GraphQL multipart request spec) as an IncomingFile: graphql-upload's
 * own scalar underneath, so the resolvers and the REST controller hand the service the same thing.
 */
export const UploadScalar = new GraphQLScalarType<IncomingFile, never>({
  name: 'Upload',
  description:
    'A file sent as a part of a multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec)',
  parseValue(value) {
    const upload = GraphQLUpload.parseValue(value);
    return {
      read: async (maxBytes) => {
        try {
          return await readStream((await upload).createReadStream(), maxBytes);
        } catch (error) {
          throw refusedUpload(error);
        }
      },
    };
  },
  parseLiteral() {
    throw new GraphQLError('Upload literal unsupported.', { extensions: { code: 'BAD_USER_INPUT' } });
  },
  serialize() {
    throw new GraphQLError('Upload serialization unsupported.');
  },
});

/** busboy's words for a body that is not well-formed multipart (e.g. "Unexpected end of form": no closing boundary). */
const MALFORMED_BODY = /^(Unexpected end of (form|file)|Malformed part header)$/;

/**
 * What a GraphQL upload's stream failed with, as the refusal the client earned. graphql-upload hands the
 * resolver a file before the body has ended, so a body that is cut short or malformed fails only when the
 * file is read, inside the operation: without this it would be an internal error (the REST parser refuses
 * the same bodies with 400).
 */
function refusedUpload(error: unknown): unknown {
  const { status, message } = error as { status?: number; message?: string };
  // graphql-upload stopped the file at its own limit (the same as ours) before it was read.
  if (status === 413) return new FileTooLarge();
  // 499 (the client went away) stays as it is: the intake says the upload was interrupted.
  if ((status && status >= 400 && status < 499) || MALFORMED_BODY.test(String(message))) {
    return new AppError('BAD_USER_INPUT', 'Malformed multipart request');
  }
  return error;
}

export type ImageType = 'jpeg' | 'png' | 'webp' | 'avif';

/** The image type by content (magic bytes), never by name or the client's content type. */
export function sniffImageType(body: Buffer): ImageType | undefined {
  if (body.length >= 3 && body[0] === 0xff && body[1] === 0xd8 && body[2] === 0xff) return 'jpeg';
  if (
    body.length >= 8 &&
    body.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'png';
  if (
    body.length >= 12 &&
    body.toString('latin1', 0, 4) === 'RIFF' &&
    body.toString('latin1', 8, 12) === 'WEBP'
  )
    return 'webp';
  if (
    body.length >= 12 &&
    body.toString('latin1', 4, 8) === 'ftyp' &&
    ['avif', 'avis'].includes(body.toString('latin1', 8, 12))
  )
    return 'avif';
  return undefined;
}
