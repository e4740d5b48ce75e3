// The bench's floor: a bare node:http server in the bench's process that answers every request with one
// kept answer of the shop, byte for byte (its status, headers and compressed body, as the shop sent them to
// the same request). A kept answer's row measured beside it says how much the shop's own work adds to
// sending those bytes: the goal is at most twice the floor's CPU a request.
import { createServer } from 'node:http';
import { request } from 'undici';

/** Headers a server writes for each connection or each answer itself; the floor's node:http writes its own. */
const PER_CONNECTION = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length']);

/**
 * Asks the shop for `url` as the load generator does (`headers`, with its Accept-Encoding), then serves that
 * answer from a bare server on a free port. Returns the floor's base address and how to close it.
 */
export async function startFloor(url, headers) {
  const res = await request(url, { headers: { 'Accept-Encoding': 'br, gzip', ...headers } });
  const body = Buffer.from(await res.body.arrayBuffer());
  if (res.statusCode !== 200) throw new Error(`floor: ${url} answered HTTP ${res.statusCode}`);
  const kept = Object.entries(res.headers).filter(([name]) => !PER_CONNECTION.has(name));
  const answer = [
    ...kept.flatMap(([name, value]) => [name, String(value)]),
    'content-length',
    String(body.length),
  ];
  const server = createServer((_req, out) => {
    out.writeHead(200, answer);
    out.end(body);
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return {
    base: `http://127.0.0.1:${port}`,
    bytes: body.length,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
