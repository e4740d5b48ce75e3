import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { NextFunction, Request, Response } from 'express';
import Negotiator from 'negotiator';

/** Where the sandbox's files are served: under /graphql, a path the client's pages never take. */
export const SANDBOX_PREFIX = '/graphql/sandbox/';

interface SandboxFile {
  type: string;
  body: Buffer;
  br: Buffer;
  gzip: Buffer;
  etag: string;
}

interface Sandbox {
  page: string;
  /** By name, under SANDBOX_PREFIX + version + '/'. */
  files: Map<string, SandboxFile>;
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** The page's own script: where Monaco finds its workers (files, not blobs), and GraphiQL started on /graphql. */
const startScript = (base: string) => `self.MonacoEnvironment = {
  globalAPI: false,
  getWorkerUrl: function (moduleId, label) {
    return ${JSON.stringify(base)} + ({ editorWorkerService: 'editor', json: 'json', graphql: 'graphql' }[label] || 'editor') + '.worker.js';
  },
};
YogaGraphiQL.renderYogaGraphiQL(document.querySelector('#root'), { endpoint: '/graphql', title: 'Soutache shop GraphQL' });
`;

async function file(type: string, text: string): Promise<SandboxFile> {
  const body = Buffer.from(text);
  // Made once per process, on the first visit: a middle Brotli level compresses the 9 MB bundle in about a
  // second, within a few percent of the highest.
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    }),
    gzipped(body, { level: 9 }),
  ]);
  return {
    type,
    body,
    br,
    gzip: gz,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
  };
}

async function build(): Promise<Sandbox> {
  // GraphiQL, Monaco and their workers bundled by @graphql-yoga/render-graphiql: nothing from a CDN.
  const bundle = (await import('@graphql-yoga/render-graphiql/graphiql')) as {
    js: string;
    css: string;
    favicon: string;
    editorWorkerService: string;
    jsonWorker: string;
    graphqlWorker: string;
  };
  const version = createHash('sha256')
    .update(bundle.js)
    .update(bundle.css)
    .update(bundle.editorWorkerService + bundle.jsonWorker + bundle.graphqlWorker)
    .digest('hex')
    .slice(0, 12);
  const base = `${SANDBOX_PREFIX}${version}/`;
  const favicon = /^data:([^;,]+);base64,(.*)$/.exec(bundle.favicon);
  const files = new Map<string, SandboxFile>([
    ['graphiql.js', await file('text/javascript; charset=utf-8', bundle.js)],
    ['graphiql.css', await file('text/css; charset=utf-8', bundle.css)],
    ['editor.worker.js', await file('text/javascript; charset=utf-8', bundle.editorWorkerService)],
    ['json.worker.js', await file('text/javascript; charset=utf-8', bundle.jsonWorker)],
    ['graphql.worker.js', await file('text/javascript; charset=utf-8', bundle.graphqlWorker)],
    ['start.js', await file('text/javascript; charset=utf-8', startScript(base))],
  ]);
  if (favicon) {
    const icon = Buffer.from(favicon[2], 'base64');
    files.set('favicon', {
      type: favicon[1],
      body: icon,
      br: icon,
      gzip: icon,
      etag: `"${createHash('sha256').update(icon).digest('base64url').slice(0, 27)}"`,
    });
  }
  const page = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>Soutache shop GraphQL</title>
    ${favicon ? `<link rel="icon" href="${base}favicon" />` : ''}
    <link rel="stylesheet" href="${base}graphiql.css" />
    <script src="${base}graphiql.js" defer></script>
    <script src="${base}start.js" defer></script>
  </head>
  <body id="body" class="no-focus-outline">
    <noscript>You need to enable JavaScript to run this app.</noscript>
    <div id="root"></div>
  </body>
</html>
`;
  return { page, files };
}

/**
 * GraphiQL at GET /graphql in a browser (outside production): a small page, and GraphiQL's scripts,
 * styles and Monaco's workers as separate files under a versioned path, compressed once (Brotli or gzip)
 * and cached for a year, as the shop's own assets are. A repeat visit fetches the page alone.
 */
export function graphqlSandbox() {
  let sandbox: Promise<Sandbox> | undefined;
  const load = () =>
    (sandbox ??= build().catch((error: unknown) => {
      sandbox = undefined;
      throw error;
    }));
  return (req: Request, res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const wantsPage = req.path === '/graphql' && (req.headers.accept ?? '').includes('text/html');
    const asset = req.path.startsWith(SANDBOX_PREFIX) ? req.path.slice(SANDBOX_PREFIX.length) : undefined;
    if (!wantsPage && asset === undefined) return next();
    load().then((built) => {
      if (wantsPage) {
        // The page names the files of this process's bundle: asked again on every visit, small.
        res.setHeader('Cache-Control', 'no-cache');
        res.type('html').send(built.page);
        return;
      }
      const [version, name] = asset!.split('/');
      const found =
        name !== undefined && built.page.includes(`${SANDBOX_PREFIX}${version}/`)
          ? built.files.get(name)
          : undefined;
      if (!found) {
        res.status(404).type('text').send('No such file');
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('ETag', found.etag);
      res.setHeader('Vary', 'Accept-Encoding');
      res.type(found.type);
      if (req.headers['if-none-match'] === found.etag) {
        res.status(304).end();
        return;
      }
      const encoding =
        found.br === found.body ? 'identity' : new Negotiator(req).encoding(['br', 'gzip', 'identity']);
      const body = encoding === 'br' ? found.br : encoding === 'gzip' ? found.gzip : found.body;
      if (encoding === 'br' || encoding === 'gzip') res.setHeader('Content-Encoding', encoding);
      res.setHeader('Content-Length', String(body.length));
      if (req.method === 'HEAD') res.end();
      else res.end(body);
    }, next);
  };
}
