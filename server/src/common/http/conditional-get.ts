import fresh from 'fresh';
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { Request } from 'express';

/**
 * Express's `req.fresh` (which `res.send` asks before answering 304) follows the `fresh` package in
 * treating a request's `Cache-Control: no-cache` as "never fresh". That rule is a cache's; an origin
 * server evaluates If-None-Match and If-Modified-Since whatever the request's cache directives (RFC
 * 9110, 13.1.2 and 13.2.1), and `fetch()` adds `no-cache` to every request that carries If-None-Match,
 * so integrators using it would never get a 304. Same rule otherwise: GET and HEAD, a 2xx or 304 status.
 */
export function answerConditionalGetsAsOrigin(app: NestExpressApplication): void {
  const request = (app.getHttpAdapter().getInstance() as { request: Request }).request;
  Object.defineProperty(request, 'fresh', {
    configurable: true,
    enumerable: true,
    get(this: Request): boolean {
      if (this.method !== 'GET' && this.method !== 'HEAD') return false;
      const res = this.res!;
      const status = res.statusCode;
      if (!((status >= 200 && status < 300) || status === 304)) return false;
      const conditions = {
        'if-none-match': this.headers['if-none-match'],
        'if-modified-since': this.headers['if-modified-since'],
      };
      return fresh(conditions, {
        etag: res.getHeader('ETag') as string | undefined,
        'last-modified': res.getHeader('Last-Modified') as string | undefined,
      });
    },
  });
}
