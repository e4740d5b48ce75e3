import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { stopListening } from '../seams';

interface Answers {
  /** Answers begun and not yet sent whole. */
  open: Set<ServerResponse>;
  draining: boolean;
}

const answersOf = new WeakMap<Server, Answers>();

/** Keeps the server's answers in flight, for `drain` (a set's add and delete a request). */
export function trackAnswers(server: Server): void {
  const answers: Answers = { open: new Set(), draining: false };
  answersOf.set(server, answers);
  server.on('request', (_req: IncomingMessage, res: ServerResponse) => {
    if (answers.draining && !res.headersSent) res.shouldKeepAlive = false;
    answers.open.add(res);
    res.once('close', () => answers.open.delete(res));
  });
}

/** How long a drain keeps the kept-alive connections open for what their clients are already sending. */
export const DRAIN_GRACE_MS = 1_000;

const connectionCount = (server: Server) =>
  new Promise<number>((resolve) => server.getConnections((error, count) => resolve(error ? 0 : count)));

/**
 * A stop that drops no request (SIGTERM, Ctrl-C): no new connection is taken; every request in flight,
 * and every one that arrives on a kept-alive connection during a short grace, is answered with
 * `Connection: close`, so its client (nginx) sends the next one elsewhere and closes the connection
 * itself. Closing an idle kept-alive connection at once (what http.Server#close does) would reset a
 * request its client is sending on it at that moment. After the grace the connections still idle are
 * closed; past `limitMs` whatever is left is cut.
 */
export async function drain(server: Server, limitMs: number, graceMs = DRAIN_GRACE_MS): Promise<void> {
  const answers = answersOf.get(server);
  if (answers) {
    answers.draining = true;
    for (const res of answers.open) if (!res.headersSent) res.shouldKeepAlive = false;
  }
  const closed = new Promise<void>((resolve) => stopListening(server, resolve));
  const until = Date.now() + limitMs;
  const graceUntil = Math.min(until, Date.now() + graceMs);
  while (
    Date.now() < until &&
    (answers?.open.size || (Date.now() < graceUntil && (await connectionCount(server)) > 0))
  ) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  server.closeIdleConnections();
  await Promise.race([
    closed,
    new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())).unref()),
  ]);
  server.closeAllConnections();
}
