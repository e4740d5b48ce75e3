import type { NextFunction, Request, Response } from 'express';
import { PRIVATE_PICTURE_CACHE, type PictureAccess, type PictureVerdict } from './picture-access';
import type { S3ImageStore } from './s3-image-store';

/** Stored files get random names and are never rewritten: cacheable for a year (as the local folder's). */
export const STORED_FILE_CACHE = 'public, max-age=31536000, immutable';

/** What every stored picture is answered with, from the folder or the bucket: it is never run as a page. */
export function storedFileHeaders(res: Response): void {
  res.setHeader('Content-Security-Policy', "default-src 'none'");
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
}

/** Longer than any picture key the shop makes (image-sweep.ts's PICTURE_FILE), even encoded. */
const MAX_PICTURE_PATH = 600;

/** The key an /uploads/ address asks for, decoded; undefined when it cannot be one of the shop's pictures. */
export function askedPicture(req: Request, isPictureKey: (key: string) => boolean): string | undefined {
  // A picture's address is short: a longer one is refused before it is decoded or looked for.
  if (req.path.length > MAX_PICTURE_PATH) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(req.path.slice(1));
  } catch {
    return undefined;
  }
  return isPictureKey(key) ? key : undefined;
}

/** `answer` with the picture's verdict: at once for every picture unless a change of what is public is being read. */
function judged(
  access: PictureAccess,
  req: Request,
  key: string,
  next: NextFunction,
  answer: (verdict: PictureVerdict) => unknown,
): void {
  const verdict = access.verdict(req, key);
  if (typeof verdict === 'string') answer(verdict);
  else verdict.then(answer).catch(next);
}

/**
 * What the folder's static middleware passes on for a file that is not there (an http-errors 404 whose
 * message the client is not told): a hidden picture is answered by the same path, word for word.
 */
const fileNotThere = () =>
  Object.assign(new Error('Not Found'), { status: 404, statusCode: 404, expose: false });

/**
 * /uploads/* in the local folder: what is not one of the shop's pictures (another file put there, a
 * pending one, a name too long for the disk) answers 404 before the disk is asked. A picture kept from
 * the public (a piece not public yet) answers as a picture file that is not there, unless its address
 * is signed (PictureAccess): then with a short private cache instead of the year's public one.
 */
export function onlyPictures(
  isPictureKey: (key: string) => boolean,
  access: PictureAccess,
  notFound: (res: Response) => void,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = askedPicture(req, isPictureKey);
    if (key === undefined) return notFound(res);
    judged(access, req, key, next, (verdict) => {
      if (verdict === 'hidden') return next(fileNotThere());
      // The static files' year-long cache is set only where no Cache-Control is yet.
      if (verdict === 'private') res.setHeader('Cache-Control', PRIVATE_PICTURE_CACHE);
      next();
    });
  };
}

/**
 * /uploads/* from the bucket: the object streamed with the headers the local folder's files get
 * (a year's cache, ETag, Last-Modified, Range and 304 answered by the bucket itself), or, with
 * PUBLIC_IMAGE_BASE, a redirect to the CDN in front of the bucket. Only the shop's own pictures: any
 * other object the bucket holds (a backup, another application's files, pending uploads) answers 404
 * and is never redirected to. `image_url` stays site-relative either way (spec §7). A picture kept from
 * the public answers 404 too, unless its address is signed: then it is streamed (never redirected to
 * the CDN) with a short private cache.
 */
export function objectStoreFiles(
  store: S3ImageStore,
  publicBase: string | undefined,
  isPictureKey: (key: string) => boolean,
  access: PictureAccess,
  notFound: (res: Response) => void,
) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const key = askedPicture(req, isPictureKey);
    if (key === undefined) return notFound(res);
    judged(access, req, key, next, (verdict) => {
      if (verdict === 'hidden') return notFound(res);
      if (publicBase && verdict === 'public') {
        // Permanent: the key never changes what it names; the browser goes there directly next time.
        // The object's name in the bucket (S3_PREFIX included), plain URL-safe characters only.
        res.setHeader('Cache-Control', STORED_FILE_CACHE);
        return res.redirect(301, `${publicBase}/${store.objectName(key)}`);
      }
      streamObject(
        store,
        key,
        verdict === 'private' ? PRIVATE_PICTURE_CACHE : STORED_FILE_CACHE,
        req,
        res,
        next,
        notFound,
      );
    });
  };
}

/** The object of `key` streamed from the bucket with the stored files' headers and `cache`. */
function streamObject(
  store: S3ImageStore,
  key: string,
  cache: string,
  req: Request,
  res: Response,
  next: NextFunction,
  notFound: (res: Response) => void,
) {
  store
    .read(key, {
      range: req.headers.range,
      ifNoneMatch: req.headers['if-none-match'],
      ifModifiedSince: req.headers['if-modified-since'],
      headOnly: req.method === 'HEAD',
    })
    .then((answer) => {
      if (answer.status === 404) return notFound(res);
      storedFileHeaders(res);
      res.setHeader('Cache-Control', cache);
      if (answer.status === 416) return res.status(416).end();
      if (answer.status === 304) return res.status(304).set(answer.headers).end();
      res.status(answer.status).set(answer.headers);
      const body = answer.body;
      if (!body) return res.end();
      // A visitor who goes away mid-picture stops the bucket's download too.
      res.once('close', () => body.destroy());
      body.once('error', (error) => (res.headersSent ? res.destroy(error) : next(error)));
      body.pipe(res);
    })
    .catch(next);
}
