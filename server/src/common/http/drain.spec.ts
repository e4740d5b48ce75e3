import { Agent, createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { drain, trackAnswers } from './drain';

/** A request on a kept-alive connection of `agent`: its status and Connection header, or the error that ended it. */
function send(port: number, agent: Agent): Promise<{ status?: number; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const req = request(
      {
        port,
        host: '127.0.0.1',
        agent,
        method: 'POST',
        path: '/',
        headers: { 'Content-Type': 'text/plain' },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve({ status: res.statusCode, connection: res.headers.connection }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end('hello');
  });
}

describe('draining the HTTP server on a stop', () => {
  let server: Server;
  let port: number;
  beforeEach(async () => {
    server = createServer((_req, res) => setTimeout(() => res.end('ok'), 5));
    // Node's own 5 s for an idle kept-alive connection is not what is tested here: a stall of the test process
    // (or of the machine) longer than that, late in a long run, let the server close connections whose next
    // request was already waiting unread, and their clients were reset before the drain began.
    server.keepAliveTimeout = 60_000;
    trackAnswers(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });

  it('answers every request that busy kept-alive clients send while it drains, none reset, the last ones with Connection: close', async () => {
    const clients = Array.from({ length: 8 }, () => new Agent({ keepAlive: true, maxSockets: 1 }));
    const outcomes: { status?: number; connection?: string; error?: string }[] = [];
    let stopping = false;
    // Each client sends one request after another on its one connection until the server stops taking them.
    const loops = clients.map(async (agent) => {
      for (let i = 0; i < 400; i += 1) {
        const outcome = await send(port, agent);
        outcomes.push(outcome);
        if (outcome.error || (stopping && outcome.connection === 'close')) return;
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    stopping = true;
    // A grace long enough for every client to send once more and be told to close even when the process stalls
    // for seconds; the drain ends as soon as every client has closed, so a long grace costs nothing when it is not needed.
    await drain(server, 30_000, 15_000);
    await Promise.all(loops);
    clients.forEach((agent) => agent.destroy());
    expect(outcomes.filter((outcome) => outcome.error)).toEqual([]);
    expect(outcomes.filter((outcome) => outcome.connection === 'close').length).toBe(clients.length);
  });

  it('stops at once when no connection is open', async () => {
    const started = Date.now();
    await drain(server, 5_000, 2_000);
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});
