import type { NextFunction, Request, Response } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { Logger } from 'pino';
import type { UploadLimits } from '../../config/app-config';
import type { RequestContextService } from '../context/request-context.service';
import { REFUSALS } from '../auth/access.guard';
import { CODE_BY_STATUS, type ErrorCode, type FieldErrors, STATUS_BY_CODE } from '../errors/app-error';

const refuse = (
  res: Response,
  code: ErrorCode,
  message: string,
  status = STATUS_BY_CODE[code],
  fields?: FieldErrors,
) => res.status(status).json({ errors: [{ message, extensions: fields ? { code, fields } : { code } }] });

/** graphql-upload's words for its file count limit ("20 max file uploads exceeded."). */
const TOO_MANY_FILES = /max file uploads exceeded/;

/**
 * GraphQL multipart requests (uploads, GraphQL multipart request spec) through graphql-upload, with
 * limits set (its defaults are unlimited). Uploads are for admins only (catalogue administration), so
 * the caller is checked here, before graphql-upload reads a byte of a file: 401 without a valid token,
 * 403 for anyone else. Apollo's CSRF rule for multipart (a preflight header) is checked here too, as
 * Apollo itself would only see the request after its files were read.
 */
export function graphqlUploads(contexts: RequestContextService, limits: UploadLimits, logger: Logger) {
  const uploads = graphqlUploadExpress({
    maxFileSize: limits.maxFileBytes,
    maxFiles: limits.maxFiles,
    maxFieldSize: 1024 * 1024,
  });
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.is('multipart/form-data')) return next();
    if (!req.header('apollo-require-preflight') && !req.header('x-apollo-operation-name')) {
      return refuse(
        res,
        'BAD_USER_INPUT',
        'A multipart request needs the Apollo-Require-Preflight header (CSRF prevention)',
        400,
      );
    }
    contexts.forRequest(req).then(
      ({ caller }) => {
        if (!caller) return refuse(res, 'UNAUTHENTICATED', REFUSALS.signInRequired);
        if (!caller.isAdmin) return refuse(res, 'FORBIDDEN', REFUSALS.adminOnly);
        uploads(req, res, (error?: unknown) => {
          if (!error) return next();
          const status = (error as { status?: number }).status;
          // 499: the client went away; there is nobody to answer.
          if (status === 499) return logger.info({ event: 'upload_interrupted' }, 'client left mid-upload');
          const code = (status && CODE_BY_STATUS[status]) || 'BAD_USER_INPUT';
          // Named as the REST uploads name it, so the maker is told what to fix.
          if (TOO_MANY_FILES.test(String((error as Error).message))) {
            return refuse(res, code, `More than ${limits.maxFiles} files`, STATUS_BY_CODE[code], {
              images: ['TOO_MANY_FILES'],
            });
          }
          refuse(
            res,
            code,
            code === 'PAYLOAD_TOO_LARGE' ? 'Upload too large' : 'Malformed multipart request',
          );
        });
      },
      (error: unknown) => next(error),
    );
  };
}
