import { connect, Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startTestApp, TestApp } from '../support/test-app';

/** What a raw client got back and when its connection was closed, in ms after it connected. */
interface Outcome {
  reply: string;
  closedAfterMs: number;
}

/** Sends `head`, then one byte of `drip` every `everyMs`, until the server closes the connection. */
function slowClient(port: number, head: string, drip: string, everyMs: number): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    let reply = '';
    let sent = 0;
    let timer: NodeJS.Timeout | undefined;
    const socket: Socket = connect(port, '127.0.0.1', () => {
      socket.write(head);
      timer = setInterval(() => {
        if (sent < drip.length && socket.writable) socket.write(drip[sent++]);
      }, everyMs);
    });
    socket.on('data', (chunk) => (reply += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ reply, closedAfterMs: Date.now() - started });
    });
    setTimeout(() => {
      socket.destroy();
      reject(
        new Error(`the server still held the connection after 20 s; it answered ${JSON.stringify(reply)}`),
      );
    }, 20_000);
  });
}

/** A request that trickles in is cut at the configured limits (SECURITY.md D7). */
describe('slow requests', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({
      REQUEST_TIMEOUT_MS: '2000',
      HEADERS_TIMEOUT_MS: '1000',
      KEEP_ALIVE_TIMEOUT_MS: '500',
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  it('cuts a body sent one byte at a time when the request timeout passes, with 408', async () => {
    const body = JSON.stringify({ email: 'slow@shop.test', password: 'Soutache-slow-1' });
    const head = `POST /api/login HTTP/1.1\r\nHost: shop.test\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const outcome = await slowClient(port, head, body, 300);
    expect(outcome.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(1900);
    expect(outcome.closedAfterMs).toBeLessThan(4500);
  });

  it('cuts unfinished headers sooner, at the headers timeout', async () => {
    const outcome = await slowClient(
      port,
      'GET /health HTTP/1.1\r\nHost: shop.test\r\n',
      'X-Slow: ' + 'a'.repeat(100),
      200,
    );
    expect(outcome.reply).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.closedAfterMs).toBeGreaterThanOrEqual(900);
    expect(outcome.closedAfterMs).toBeLessThan(2500);
  });

  it('still answers a request that arrives in time', async () => {
    const res = await request(`http://127.0.0.1:${port}`).get('/health');
    expect(res.status).toBe(200);
  });

  it("closes an idle kept-alive connection at the configured keep-alive timeout, not Node's 5 s", async () => {
    const outcome = await slowClient(port, 'GET /health HTTP/1.1\r\nHost: shop.test\r\n\r\n', '', 1000);
    expect(outcome.reply).toMatch(/^HTTP\/1\.1 200 /);
    expect(outcome.reply).toMatch(/Keep-Alive: timeout=0/i);
    expect(outcome.closedAfterMs).toBeLessThan(3000);
  });
});
