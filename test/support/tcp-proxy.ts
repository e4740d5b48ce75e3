import { once } from 'node:events';
import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP relay in front of a real server (Redis, the S3 server) that a test can make fail the ways a
 * part of the shop does: stopped (connections refused, open ones cut), hung (connections accepted and
 * kept, nothing answered: what a paused or overloaded server does) and back again.
 */
export interface TcpProxy {
  port: number;
  /** Refuses new connections and cuts the open ones. */
  stop(): Promise<void>;
  /** Accepts connections and holds every byte both ways until `resume`. */
  hang(): void;
  /** Listening and relaying again; what was held while hung goes on in order. */
  resume(): Promise<void>;
  close(): Promise<void>;
}

interface Pair {
  client: Socket;
  upstream: Socket;
  held: { toUpstream: Buffer[]; toClient: Buffer[] };
}

export async function startTcpProxy(
  target: { host: string; port: number },
  options: { stopped?: boolean } = {},
): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let hung = false;
  let server: Server | undefined;
  let port = 0;

  const accept = (client: Socket) => {
    const upstream = connect(target.port, target.host);
    const pair: Pair = { client, upstream, held: { toUpstream: [], toClient: [] } };
    pairs.add(pair);
    const end = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('data', (chunk: Buffer) => (hung ? pair.held.toUpstream.push(chunk) : upstream.write(chunk)));
    upstream.on('data', (chunk: Buffer) => (hung ? pair.held.toClient.push(chunk) : client.write(chunk)));
    client.on('error', end).on('close', end);
    upstream.on('error', end).on('close', end);
  };

  const listen = async () => {
    server = createServer(accept);
    server.listen(port, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as { port: number }).port;
  };
  const unlisten = async () => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    const closed = new Promise((resolve) => closing.close(resolve));
    for (const pair of pairs) {
      pair.client.destroy();
      pair.upstream.destroy();
    }
    pairs.clear();
    await closed;
  };

  await listen();
  if (options.stopped) await unlisten();

  return {
    get port() {
      return port;
    },
    stop: unlisten,
    hang() {
      hung = true;
    },
    async resume() {
      hung = false;
      for (const pair of pairs) {
        for (const chunk of pair.held.toUpstream.splice(0)) pair.upstream.write(chunk);
        for (const chunk of pair.held.toClient.splice(0)) pair.client.write(chunk);
      }
      if (!server) await listen();
    },
    close: unlisten,
  };
}
