import busboy from 'busboy';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { AppError } from '../errors/app-error';

export interface MultipartLimits {
  maxFileBytes: number;
  maxFiles: number;
  /** Text fields: how many, and how long each (bytes). */
  maxFields?: number;
  maxFieldBytes?: number;
  /** The form field of the files, named when there are too many ('images' when not given). */
  filesField?: string;
}

export interface MultipartFile {
  /** The form field that carried it. */
  field: string;
  /** Where its bytes wait on disk until the request is answered. */
  path: string;
  /** Bytes kept: at most maxFileBytes + 1 (one more than allowed says it was too large, and was cut). */
  size: number;
}

export interface MultipartForm {
  /** Every value of each text field, in order (a field may repeat). */
  fields: Map<string, string[]>;
  files: MultipartFile[];
  /** Removes the files' bytes from disk: call it once the request is answered, whatever happened. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart/form-data body (REST uploads) within limits, its text fields into memory and each
 * file into a file of its own under `spoolDir` (never a whole upload in memory: a request's full-size
 * photos would be hundreds of MB). Runs inside the route handler, after the access guard: nobody but an
 * admin gets a byte of a file read. A request that is not multipart is refused before reading; one
 * with too many files or fields is refused as soon as it passes the limit, and a client that goes
 * away mid-upload leaves nothing behind (its spooled files are removed, nothing was stored).
 */
export function readMultipart(
  req: Request,
  limits: MultipartLimits,
  spoolDir: string,
): Promise<MultipartForm> {
  if (!req.is('multipart/form-data')) {
    return Promise.reject(new AppError('UNSUPPORTED_MEDIA_TYPE', 'Expected a multipart/form-data body'));
  }
  const files: MultipartFile[] = [];
  const writers: WriteStream[] = [];
  const discard = async () => {
    writers.forEach((writer) => writer.destroy());
    // A writer stopped before its file was opened still creates it: removed only once every one is closed.
    await Promise.all(
      writers.map(
        (writer) =>
          new Promise<void>((resolve) => (writer.closed ? resolve() : writer.once('close', () => resolve()))),
      ),
    );
    await Promise.all(files.map((file) => rm(file.path, { force: true })));
  };
  return mkdir(spoolDir, { recursive: true }).then(
    () =>
      new Promise((resolve, reject) => {
        const form: MultipartForm = { fields: new Map(), files, discard };
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
              // busboy signals this limit once it is reached, not passed: one more than the fields and files allowed.
              parts: (limits.maxFields ?? 100) + limits.maxFiles + 1,
            },
          });
        } catch {
          reject(new AppError('BAD_USER_INPUT', 'Malformed multipart body'));
          return;
        }
        const spooled: Promise<void>[] = [];
        let settled = false;
        const fail = (error: AppError) => {
          if (settled) return;
          settled = true;
          req.unpipe(parser);
          // Drained, not read: the answer can go out while the rest of the body is discarded.
          req.resume();
          void discard().finally(() => reject(error));
        };
        parser.on('field', (name, value, info) => {
          if (info.valueTruncated)
            return fail(
              new AppError('PAYLOAD_TOO_LARGE', `Field too long (${name})`, {
                fields: { [name]: ['TOO_LONG'] },
              }),
            );
          form.fields.set(name, [...(form.fields.get(name) ?? []), value]);
        });
        parser.on('file', (name, stream) => {
          // A name the server makes: the client's file name is never a path.
          const file: MultipartFile = { field: name, path: join(spoolDir, randomUUID()), size: 0 };
          files.push(file);
          const writer = createWriteStream(file.path);
          writers.push(writer);
          stream.on('data', (chunk: Buffer) => {
            file.size += chunk.length;
          });
          const written = pipeline(stream, writer);
          // Awaited once the body is read; a failure before that (the request refused, the client gone) is handled by `fail`.
          written.catch(() => {});
          spooled.push(written);
        });
        parser.on('filesLimit', () =>
          fail(
            new AppError('PAYLOAD_TOO_LARGE', `More than ${limits.maxFiles} files`, {
              fields: { [limits.filesField ?? 'images']: ['TOO_MANY_FILES'] },
            }),
          ),
        );
        parser.on('fieldsLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Too many fields')));
        parser.on('partsLimit', () => fail(new AppError('PAYLOAD_TOO_LARGE', 'Too many parts')));
        parser.on('error', () => fail(new AppError('BAD_USER_INPUT', 'Malformed multipart body')));
        parser.on('close', () => {
          Promise.all(spooled).then(
            () => {
              if (settled) return;
              settled = true;
              resolve(form);
            },
            () => fail(new AppError('BAD_USER_INPUT', 'The upload was interrupted')),
          );
        });
        // The client went away, or the server cut a request slower than its time limit.
        req.once('close', () => {
          if (!req.complete) fail(new AppError('BAD_USER_INPUT', 'The upload was interrupted'));
        });
        req.pipe(parser);
      }),
  );
}
