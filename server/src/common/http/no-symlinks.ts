import { realpath } from 'node:fs/promises';
import { join, normalize } from 'node:path';
import type { NextFunction, Request, Response } from 'express';

/**
 * Serves nothing through a symbolic link inside a static folder: a link the store never made (to
 * /etc, to the data folder's secrets) answers 404 as if absent. The file's real path must be the path
 * asked for under the folder's real path.
 */
export function refuseSymlinks(root: string, refuse: (res: Response) => void) {
  let realRoot: Promise<string> | undefined;
  return (req: Request, res: Response, next: NextFunction) => {
    let asked: string;
    try {
      asked = normalize(decodeURIComponent(req.path));
    } catch {
      return next(); // a malformed address: the static middleware answers it
    }
    realRoot ??= realpath(root).catch(() => root);
    realRoot
      .then(async (base) => {
        const expected = join(base, asked);
        const real = await realpath(join(root, asked)).catch(() => undefined);
        if (real !== undefined && real !== expected.replace(/\/$/, '')) return refuse(res);
        next();
      })
      .catch(next);
  };
}
