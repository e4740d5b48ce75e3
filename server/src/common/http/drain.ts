import type { IncomingMessage, Server, ServerResponse } from 'node:http';

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

/**
 * A stop that drops no request (SIGTERM, Ctrl-C): no new connection is taken and the idle kept-alive
 * ones are closed at once (Node's `close`); every request in flight is answered, with `Connection:
 * close` so its client (nginx) sends the next one elsewhere; a connection whose answer had already
 * begun is closed once it is idle. Past `limitMs` whatever is left is cut.
 */
export async function drain(server: Server, limitMs: number): Promise<void> {
  const answers = answersOf.get(server);
  if (answers) {
    answers.draining = true;
    for (const res of answers.open) if (!res.headersSent) res.shouldKeepAlive = false;
  }
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  const until = Date.now() + limitMs;
  while (answers?.open.size && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.closeIdleConnections();
  }
  server.closeIdleConnections();
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, Math.max(0, until - Date.now())).unref())]);
  server.closeAllConnections();
}
