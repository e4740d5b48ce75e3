import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { ApolloDriver } from '@nestjs/apollo';
import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { GraphQLModule } from '@nestjs/graphql';
import { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express, { NextFunction, Request, Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import helmet from 'helmet';
// The folder only: the package's main module also loads (and runs) Swagger UI's browser bundle, megabytes of
// the server's heap for files it only serves.
import getAbsoluteFSPath from 'swagger-ui-dist/absolute-path.js';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { AppModule } from './app.module';
import { AppError, notFound } from './common/errors/app-error';
import { sendError } from './common/errors/http-exception.filter';
import { fromMiddlewareError } from './common/errors/to-app-error';
import { answerConditionalGetsAsOrigin } from './common/http/conditional-get';
import { compressWholeBodies } from './common/http/compress-whole-bodies';
import { refuseDeepJson } from './common/http/json-depth';
import { refuseSymlinks } from './common/http/no-symlinks';
import { noStoreForPersonalAnswers } from './common/http/no-store';
import { PublicReads } from './common/http/public-reads';
import { sharedAnswers, sharedAnswersAtOnce } from './cache/shared-answers';
import { CacheService } from './cache/cache.service';
import { applyHttpTimeouts, bodyDeadline } from './common/http/timeouts';
import { trackAnswers } from './common/http/drain';
import { shedWhenOverloaded } from './common/http/overload';
import { NestPinoLogger } from './common/logging/logger';
import { httpMetrics, metricsEndpoint } from './common/metrics/http-metrics';
import { RequestRateLimit } from './common/rate-limit/request-limit';
import { logContext } from './common/logging/log-context';
import type { AppConfig } from './config/app-config';
import { PageRenderer } from './ssr/page-renderer';
import { PageViewsService } from './insights/page-views.service';
import type { InProcessGraphql } from './ssr/render-reads';
import { graphqlUploads } from './common/http/graphql-uploads';
import { RequestContextService } from './common/context/request-context.service';
import { UNPREFIXED } from './common/http/api-prefix';
import { choosePreferences } from './ssr/preferences';
import { IMAGE_STORE, type ImageStore } from './media/image-store';
import { objectStoreFiles, onlyPictures, storedFileHeaders } from './media/image-responses';
import { ImageSweep } from './media/image-sweep';
import { SharePreviews } from './media/share-previews';
import { PictureAccess } from './media/picture-access';
import { S3ImageStore } from './media/s3-image-store';
import { robotsTxt } from './ssr/robots';
import { graphqlSandbox } from './graphql/sandbox';

/** Paths the server answers itself; every other GET is the client's (SPA fallback). */
const SERVER_PATHS = /^\/(api|graphql|uploads|health|metrics|preferences|sitemap(-\d+)?\.xml|rss\.xml)(\/|$)/;
/** A file at the root of the client's build: a name with an extension, but not the page template. */
const ROOT_FILE = /^\/(?!index\.html$)[^/]+\.[A-Za-z0-9]+$/;
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** A Host header as RFC 9110 allows it: a name or IPv4 address, or an IPv6 address in brackets, and a port. */
const VALID_HOST = /^(?:[A-Za-z0-9](?:[A-Za-z0-9_.-]*[A-Za-z0-9])?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** A request whose Host header cannot be a host is malformed (400), whatever it asks for. */
function refuseInvalidHost(logger: Logger) {
  return (req: Request, res: Response, next: NextFunction) => {
    const host = req.headers.host;
    if (host === undefined || VALID_HOST.test(host)) return next();
    sendError(res, new AppError('BAD_USER_INPUT', 'Invalid Host header'), logger);
  };
}

function requestIds(logger: Logger) {
  const access = pinoHttp({
    logger,
    genReqId: (req) => (req as Request).requestId,
    quietReqLogger: true,
    // Refusals (401, 403, 429, validation) are worth a look; server errors are alarms.
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      // Method and path only: no headers (Authorization), no query string, no body.
      req: (req: { method: string; url: string }) => ({ method: req.method, path: req.url.split('?')[0] }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
    },
  });
  return (req: Request, res: Response, next: NextFunction) => {
    const given = req.header('x-request-id');
    const requestId = given && REQUEST_ID.test(given) ? given : randomUUID();
    req.requestId = requestId;
    res.setHeader('X-Request-Id', requestId);
    logContext.run({ requestId }, () => access(req, res, next));
  };
}

function securityHeaders(config: AppConfig) {
  // Upgrading to https only where the shop is served over https (not on a LAN address in development).
  const upgrade = { 'upgrade-insecure-requests': config.production ? [] : null };
  // blob: images: the product form's previews of photos not yet uploaded. https: images: a publication's
  // background or a picture in its Markdown may be an absolute address (admins write them; comments are
  // text only), fetched without a referrer (helmet's Referrer-Policy: no-referrer). Scripts stay 'self'.
  const strict = helmet({
    contentSecurityPolicy: {
      directives: {
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        ...upgrade,
      },
    },
  });
  // The bundled GraphiQL (development only; graphql/sandbox.ts) sets inline styles and may start blob workers.
  const graphiql = helmet({
    contentSecurityPolicy: {
      directives: {
        'base-uri': ["'none'"],
        'frame-ancestors': ["'none'"],
        'script-src': ["'self'", "'unsafe-inline'"],
        'worker-src': ["'self'", 'blob:'],
        ...upgrade,
      },
    },
  });
  return (req: Request, res: Response, next: NextFunction) =>
    (config.graphiql && wantsGraphiql(req) ? graphiql : strict)(req, res, next);
}

const wantsGraphiql = (req: Request) =>
  req.method === 'GET' && req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');

/**
 * The pictures at /uploads/*: from the bucket when there is one (or a redirect to PUBLIC_IMAGE_BASE in
 * front of it), else from the local folder (a CDN in front of the shop needs no redirect).
 */
function uploads(app: NestExpressApplication, config: AppConfig, logger: Logger) {
  const missing = (res: Response) => sendError(res, notFound(), logger);
  const store = app.get<ImageStore>(IMAGE_STORE);
  const sweep = app.get(ImageSweep);
  const isPictureKey = (key: string) => sweep.isPictureKey(key);
  // A piece's pictures while it is not public: its admins' signed addresses only.
  const access = app.get(PictureAccess);
  if (store instanceof S3ImageStore) {
    app.use('/uploads', objectStoreFiles(store, config.publicImageBase, isPictureKey, access, missing));
    return;
  }
  app.use('/uploads', onlyPictures(isPictureKey, access, missing));
  app.use('/uploads', refuseSymlinks(config.uploadDir, missing));
  app.use(
    '/uploads',
    express.static(config.uploadDir, {
      index: false,
      fallthrough: false,
      // Stored files get random names and are never rewritten: cacheable for a year.
      immutable: true,
      maxAge: '1y',
      setHeaders: storedFileHeaders,
    }),
  );
}

function staticFiles(
  app: NestExpressApplication,
  config: AppConfig,
  logger: Logger,
  pages: PageRenderer | undefined,
) {
  // Swagger UI's own files for the REST reference (openapi/docs-page.ts), from the shop, never a CDN.
  if (config.apiDocs)
    app.use(
      '/api/docs/assets',
      express.static(getAbsoluteFSPath(), { index: false, fallthrough: false, maxAge: '1d' }),
    );
  uploads(app, config, logger);
  app.use('/robots.txt', robotsTxt(config));
  app.use('/preferences', (req: Request, res: Response, next: NextFunction) =>
    req.method === 'GET' || req.method === 'HEAD' ? choosePreferences(req, res) : next(),
  );
  // Without a client build (server tests before `npm run build`), the server answers its own paths only.
  if (!pages) return;
  // Brotli or gzip files made once at build (scripts/compress-assets.mjs); hashed names never change.
  const precompressed = (options: expressStaticGzip.ExpressStaticGzipOptions['serveStatic']) =>
    expressStaticGzip(config.clientDist, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: options,
    });
  // Made once: the middleware lists the build's compressed files when it is made.
  const assets = precompressed({ immutable: true, maxAge: '1y', index: false, fallthrough: false });
  app.use('/assets', (req: Request, res: Response, next: NextFunction) => {
    req.url = `/assets${req.url}`;
    assets(req, res, next);
  });
  // Files at the root (the favicon, the link preview's picture): names with an extension only, so a page's
  // address never costs a look on disk, the server's own paths never get one, and the page template
  // (index.html, with its placeholders) is never sent as it is. Such a name that is not there is a plain
  // 404, not a rendered page: a browser's or crawler's guess (/apple-touch-icon.png) costs no render.
  const rootFiles = precompressed({ index: false, maxAge: '1d' });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (
      !ROOT_FILE.test(req.path) ||
      SERVER_PATHS.test(req.path) ||
      (req.method !== 'GET' && req.method !== 'HEAD')
    )
      return next();
    rootFiles(req, res, () => sendError(res, notFound('No such file'), logger));
  });
  app.use((req: Request, res: Response, next: NextFunction) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || SERVER_PATHS.test(req.path)) return next();
    pages.handle(req, res).catch(next);
  });
}

/** The client's pages, rendered on the server: none without a client build (server tests before `npm run build`). */
function pageRenderer(app: NestExpressApplication, config: AppConfig, logger: Logger) {
  if (!existsSync(join(config.clientDist, 'index.html')) || !existsSync(config.clientServerEntry))
    return undefined;
  const pageViews = app.get(PageViewsService);
  const sharePreviews = app.get(SharePreviews);
  return new PageRenderer({
    clientDist: config.clientDist,
    serverEntry: config.clientServerEntry,
    publicUrl: config.publicUrl,
    logger,
    graphql: () =>
      app.get(GraphQLModule<ApolloDriver>).graphQlAdapter.instance as unknown as InProcessGraphql,
    limitRender: app.get(RequestRateLimit).limitRender,
    pageSent: (req, path) => pageViews.pageSent(req, path),
    sharePreviewReady: (key) => sharePreviews.ready(key),
    cache: app.get(CacheService),
    publicReads: app.get(PublicReads),
  });
}

/**
 * JSON bodies: 100 kB for a request without a token (a login, a registration, a public read: nothing
 * anonymous is longer), and for a signed-in writer as much as the longest texts the shop takes, even
 * with every character escaped: a publication's six texts (2 × 200 + 2 × 1,000 + 2 × 40,000
 * characters), each an emoji sent as `\\uD83D\\uDE00` (12 bytes), is about 990 kB.
 */
export const ANONYMOUS_JSON_LIMIT = 100 * 1024;
export const SIGNED_IN_JSON_LIMIT = 1024 * 1024;
function jsonBodies() {
  const anonymous = express.json({ limit: ANONYMOUS_JSON_LIMIT });
  const signedIn = express.json({ limit: SIGNED_IN_JSON_LIMIT });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.headers.authorization === undefined ? anonymous : signedIn)(req, res, next);
}

/** Builds the whole server (used by main.ts, the schema printer and the tests alike). */
export async function createApp(
  config: AppConfig,
  logger: Logger,
  extraModules: Type[] = [],
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(
    AppModule.register(config, logger, extraModules),
    {
      bodyParser: false,
      logger: new NestPinoLogger(logger),
    },
  );
  applyHttpTimeouts(app.getHttpServer(), config.http);
  trackAnswers(app.getHttpServer());
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  answerConditionalGetsAsOrigin(app);
  // Every request timed (common/metrics), the metrics themselves included.
  app.use(httpMetrics());
  app.use(requestIds(logger));
  app.use(shedWhenOverloaded(config.http.eventLoopLimitMs, logger));
  app.use(refuseInvalidHost(logger));
  // A kept page goes out here, with the headers the rest gave it the first time: nothing after this
  // changes it (no body to read, no CORS or token header, pages count no requests but their renders).
  const pages = pageRenderer(app, config, logger);
  if (pages)
    app.use((req: Request, res: Response, next: NextFunction) => {
      if (SERVER_PATHS.test(req.path) || ROOT_FILE.test(req.path) || req.path.startsWith('/assets/'))
        return next();
      if (!pages.sendKeptAtOnce(req, res)) next();
    });
  // And a kept API read or site file, counted against the rate limit as below.
  app.use(
    sharedAnswersAtOnce(app.get(CacheService), app.get(PublicReads), app.get(RequestRateLimit).middleware),
  );
  app.use(bodyDeadline(config.http));
  app.use(securityHeaders(config));
  app.use(noStoreForPersonalAnswers(app.get(PublicReads)));
  // Pages, GraphQL and REST answers; static files are compressed once at build instead. Answers sent
  // whole (all of them today) are compressed synchronously by compressWholeBodies, the rest by compression().
  app.use(compression());
  app.use(compressWholeBodies());
  // Before CORS and the rate limit: a scraper is no visitor (allowed addresses or the token only).
  app.use('/metrics', metricsEndpoint(config.metrics, logger));
  app.enableCors({
    origin: (origin, callback) => callback(null, !origin || config.corsOrigins.includes(origin)),
    credentials: false,
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: [
      'Authorization',
      'Content-Type',
      'Accept-Language',
      'Apollo-Require-Preflight',
      'X-Apollo-Operation-Name',
    ],
    exposedHeaders: ['X-Total-Count', 'Retry-After'],
    maxAge: 600,
  });
  app.use(app.get(RequestRateLimit).middleware);
  if (config.graphiql) app.use(graphqlSandbox());
  // Uploads (admins only, checked before a file is read): multipart requests to /graphql.
  app.use('/graphql', graphqlUploads(app.get(RequestContextService), config.uploads, logger));
  app.use(jsonBodies());
  app.use(refuseDeepJson);
  // The public reads, answered once until a write (counted above, after the rate limit).
  app.use(sharedAnswers(app.get(CacheService), app.get(PublicReads)));
  app.use((error: unknown, _req: Request, res: Response, next: NextFunction) => {
    const known = error instanceof AppError ? error : fromMiddlewareError(error);
    if (!known) return next(error);
    sendError(res, known, logger);
  });
  staticFiles(app, config, logger, pages);
  // Only GET and HEAD reach the client's pages; any other method outside the server's paths is a JSON 404.
  app.use((req: Request, res: Response, next: NextFunction) => {
    if (req.method === 'GET' || req.method === 'HEAD' || SERVER_PATHS.test(req.path)) return next();
    sendError(res, notFound(), logger);
  });
  app.setGlobalPrefix('api', { exclude: UNPREFIXED });
  app.useLogger(new NestPinoLogger(logger));
  return app;
}

declare module 'express-serve-static-core' {
  interface Request {
    requestId: string;
  }
}
