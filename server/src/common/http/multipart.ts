import busboy from 'busboy';
import type { Request } from 'express';
import { AppError } from '../errors/app-error';

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Text fields: how many, and how long each (bytes). */
  maxFields?: number;
  maxFieldBytes?: number;
}

export interface MultipartFile {
  /** The form field that carried it. */
  field: string;
  body: Buffer;
  /** Longer than maxFileBytes: cut off, only the first bytes kept (the service refuses it by name). */
  tooLarge: boolean;
}

export interface MultipartForm {
  /** Every value of each text field, in order (a field may repeat). */
  fields: Map<string, string[]>;
  files: MultipartFile[];
}

/**
 * Reads a multipart/form-data body (REST uploads) into memory within limits. Runs inside the route
 * handler, after the access guard: nobody but an admin gets a byte of a file read. A request that is
 * not multipart is refused before reading; one with too many files or fields is refused as soon as it
 * passes the limit, and a client that goes away mid-upload leaves nothing behind (nothing was stored).
 */
export function readMultipart(req: Request, limits: MultipartLimits): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body'));
  }
  return new Promise((resolve, reject) => {
    const form: MultipartForm = { fields: new Map(), files: [] };
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers: req.headers,
        defParamCharset: 'utf8',
        limits: {
          // One byte more than allowed: a file that reaches it is too large (busboy cuts it there).
          fileSize: limits.maxFileBytes + 1,
          files: limits.maxFiles,
          fields: limits.maxFields ?? 100,
          fieldSize: limits.maxFieldBytes ?? 1024 * 1024,
          parts: (limits.maxFields ?? 100) + limits.maxFiles,
        },
      });
    } catch {
      reject(new AppError('BAD_USER_INPUT', 'Malformed multipart body'));
      return;
    }
    let settled = false;
    const fail = (error: AppError) => {
      if (settled) return;
      settled = true;
      req.unpipe(parser);
      // Drained, not read: the answer can go out while the rest of the body is discarded.
      req.resume();
      reject(error);
    };
    parser.on('field', (name, value, info) => {
      if (info.valueTruncated) return fail(new AppError('PAYLOAD_TOO_LARGE', `Field too long (${name})`, { fields: { [name]: ['TOO_LONG'] } }));
      form.fields.set(name, [...(form.fields.get(name) ?? []), value]);
    });
    parser.on('file', (name, stream) => {
      const chunks: Buffer[] = [];
      const file: MultipartFile = { field: name, body: Buffer.alloc(0), tooLarge: false };
      form.files.push(file);
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('limit', () => {
        file.tooLarge = true;
      });
      stream.on('close', () => {
        file.body = Buffer.concat(chunks);
      });
    });
    parser.on('filesLimit', () =>
      fail(new AppError('PAYLOAD_TOO_LARGE', `More than ${limits.maxFiles} files`, { fields: { images: ['TOO_MANY_FILES'] } })),
    );
    parser.on('fieldsLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Too many fields')));
    parser.on('partsLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Too many parts')));
    parser.on('error', () => fail(new AppError('BAD_USER_INPUT', 'Malformed multipart body')));
    parser.on('close', () => {
      if (settled) return;
      settled = true;
      resolve(form);
    });
    req.on('aborted', () => fail(new AppError('BAD_USER_INPUT', 'The upload was interrupted')));
    req.pipe(parser);
  });
}
