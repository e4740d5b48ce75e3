import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compressible from 'compressible';
import type { NextFunction, Request, Response } from 'express';
import Negotiator from 'negotiator';

/** Smaller answers go out as they are: compressing them saves less than the headers weigh. */
const THRESHOLD = 1024;
/** Larger ones (none of ours so far) are left to the streaming `compression` middleware behind this one. */
const MAX_WHOLE = 1024 * 1024;
/**
 * Brotli's quality 3: about half the time of quality 4, the `compression` middleware's, for a few
 * percent more bytes (docs/performance.md, "Compression").
 */
const BROTLI_QUALITY = 3;
/**
 * Brotli's quality 1 for a page (HTML): under load quality 3 was a noticeable part of a rendered page's
 * cost (Brotli's hash table competes for the caches with everything else the cores run); quality 1
 * takes less than half of that for slightly more bytes. JSON answers keep quality 3: they compress
 * markedly worse at 1, and cost little either way. Figures: docs/performance.md, "Compression".
 */
const PAGE_BROTLI_QUALITY = 1;

/**
 * Brotli's window: just large enough for the whole body (2^bits bytes, from 1 KB up to Brotli's default of 4 MB).
 * With the default, each compression asks the allocator for several megabytes, which under the
 * server's allocator settings (scripts/server-runtime.mjs: large blocks mapped fresh and given
 * back at once) are new zeroed pages every time, which cost more than the compression itself. A window
 * that holds the whole body compresses it as well, to the byte (docs/performance.md, "Compression").
 */
export const brotliWindowBits = (length: number): number =>
  Math.min(
    constants.BROTLI_DEFAULT_WINDOW,
    Math.max(constants.BROTLI_MIN_WINDOW_BITS, Math.ceil(Math.log2(length + 1))),
  );

type End = Response['end'];
type Encoding = 'br' | 'gzip' | 'identity';

/** A body's compressed forms by encoding, for a body sent again and again (a kept page or answer). */
export type CompressedForms = Map<Encoding, Buffer>;

/** A body sent again and again, with what is made of it the first time it goes out (a kept page or answer). */
export interface SentForms {
  body: Buffer;
  compressed: CompressedForms;
  etag?: string;
  /**
   * The headers the app's middlewares gave it (a page's, ssr/page-renderer.ts; an API read's,
   * cache/shared-answers.ts), recorded the first time it went out through all of them to a
   * `sameForEveryCaller` request, to send it again before them.
   */
  headers?: Readonly<Record<string, string | number | readonly string[]>>;
}

/**
 * A request no middleware answers differently from any other to the same address: no `Origin` (CORS's
 * headers) and no `Authorization` (a token makes an answer personal, `no-store`).
 */
export const sameForEveryCaller = (req: Request): boolean =>
  req.headers.origin === undefined && req.headers.authorization === undefined;

/**
 * The headers a response carries now (what the middlewares gave it), but for `own`: those of one request
 * only (its id, its rate limit's count) and those `res.send` makes again. Kept beside a kept body as its
 * `headers`, to send it again ahead of the middlewares.
 */
export function chainHeaders(res: Response, own: ReadonlySet<string>): NonNullable<SentForms['headers']> {
  const headers: Record<string, string | number | readonly string[]> = {};
  const all = res.getHeaders();
  for (const name in all) if (!own.has(name) && all[name] !== undefined) headers[name] = all[name];
  return headers;
}

/**
 * Sends a kept body: compressed once per encoding, the first time it goes out in it, then sent as it
 * is (`res.send`, so a 304 is as for any answer). Its ETag is made once too, by the app's own ETag
 * function as `res.send` would make it (a hash of the whole body, tens of KB for a page). It needs no
 * middleware: a kept page goes out before compressWholeBodies is reached (app.setup.ts).
 */
export function sendKept(res: Response, kept: SentForms): void {
  if (kept.etag === undefined) {
    const etagOf = res.app.get('etag fn') as
      ((body: Buffer, encoding?: string) => string | undefined) | undefined;
    kept.etag = etagOf?.(kept.body) ?? '';
  }
  // As `res.send` does: an ETag the handler set itself stays.
  if (kept.etag && !res.getHeader('ETag')) res.setHeader('ETag', kept.etag);
  const req = res.req;
  // As `compression()` says it of every answer it could compress, whatever its size or method.
  if (transformable(res)) res.vary('Accept-Encoding');
  // A 304 goes out as `res.send` makes it, without a body to compress.
  const method = req.fresh || !worthCompressing(req, res, kept.body.length) ? 'identity' : negotiate(req);
  if (method === 'identity') {
    res.send(kept.body);
    return;
  }
  let compressed = kept.compressed.get(method);
  if (!compressed) {
    compressed = compress(kept.body, method, isPage(res));
    kept.compressed.set(method, compressed);
  }
  res.setHeader('Content-Encoding', method);
  res.send(compressed);
}

const compress = (body: Buffer, method: 'br' | 'gzip', page: boolean): Buffer =>
  method === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: page ? PAGE_BROTLI_QUALITY : BROTLI_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          [constants.BROTLI_PARAM_LGWIN]: brotliWindowBits(body.length),
        },
      })
    : gzipSync(body);

// @types/negotiator describes 0.6; version 1 takes the server's preference for equal client weights.
const negotiate = (req: Request): Encoding =>
  (
    new Negotiator(req).encoding as (
      available: string[],
      options: { preferred: string[] },
    ) => Encoding | undefined
  )(['br', 'gzip', 'identity'], { preferred: ['br', 'gzip'] }) ?? 'identity';

/**
 * Compresses an answer sent in one piece (`res.send`, `res.json`, `res.end(body)`: every JSON answer and
 * every rendered page) synchronously, before it is written. The `compression` middleware pipes each
 * answer through a zlib stream instead, whose set-up and thread-pool round trips cost a catalogue page
 * several times the compression itself (docs/performance.md), and
 * under load that thread competes with the server for the CPU. Answers written in parts (`res.write`)
 * and very large ones are left to `compression()`, which must be mounted before this middleware: this
 * one marks its answers `Content-Encoding`, which `compression()` then leaves alone.
 */
export function compressWholeBodies() {
  return (req: Request, res: Response, next: NextFunction) => {
    const end = res.end as (...args: unknown[]) => Response;
    const write = res.write as (...args: unknown[]) => boolean;
    let streamed = false;
    res.write = function (this: Response, ...args: unknown[]) {
      streamed = true;
      return write.apply(this, args);
    } as Response['write'];
    res.end = function (this: Response, ...args: unknown[]) {
      const [chunk, encoding] = args;
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : Buffer.isBuffer(chunk)
            ? chunk
            : undefined;
      if (!body || streamed || !worthCompressing(req, res, body.length)) return end.apply(this, args);
      res.vary('Accept-Encoding');
      const method = negotiate(req);
      if (method === 'identity') return end.apply(this, args);
      const compressed = compress(body, method, isPage(res));
      res.setHeader('Content-Encoding', method);
      res.setHeader('Content-Length', compressed.length);
      const callback = args.find((arg) => typeof arg === 'function');
      return end.call(this, compressed, callback);
    } as End;
    next();
  };
}

const isPage = (res: Response): boolean =>
  String(res.getHeader('Content-Type') ?? '').startsWith('text/html');

function worthCompressing(req: Request, res: Response, length: number): boolean {
  if (res.headersSent || req.method === 'HEAD' || length < THRESHOLD || length > MAX_WHOLE) return false;
  if (res.statusCode === 204 || res.statusCode === 304 || res.getHeader('Content-Encoding')) return false;
  return transformable(res);
}

/** A compressible type, and no `no-transform`. */
function transformable(res: Response): boolean {
  const type = res.getHeader('Content-Type');
  if (typeof type !== 'string' || !compressible(type)) return false;
  return !/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''));
}
