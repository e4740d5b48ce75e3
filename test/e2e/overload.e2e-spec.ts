import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import request from 'supertest';
import { startTestApp, type TestApp } from '../support/test-app';

/**
 * Past an event-loop delay bound (EVENT_LOOP_LIMIT_MS) the shop answers 503 with Retry-After at once
 * instead of queueing requests behind work it cannot keep up with. The test holds the one thread
 * itself (what a flood or a long render does) while requests wait on their sockets.
 */
describe('load turned away past the event-loop delay bound', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await startTestApp({ EVENT_LOOP_LIMIT_MS: '300' });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  /** Requests written to their sockets, then the thread held `holdMs`: the answers' status lines. */
  async function whileHeld(paths: string[], holdMs: number): Promise<string[]> {
    const sockets = await Promise.all(
      paths.map(async () => {
        const socket = connect(port, '127.0.0.1');
        await once(socket, 'connect');
        return socket;
      }),
    );
    // The shop accepts them before the thread is held.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const answers = sockets.map((socket) => {
      let text = '';
      socket.on('data', (chunk) => (text += chunk));
      return once(socket, 'end').then(() => text);
    });
    sockets.forEach((socket, i) =>
      socket.write(`GET ${paths[i]} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    const until = Date.now() + holdMs;
    while (Date.now() < until) {
      // The one thread held.
    }
    return Promise.all(answers);
  }

  it('answers 503 with Retry-After while the loop runs late, never for /health, and as usual once it caught up', async () => {
    const answers = await whileHeld(['/api/categories', '/graphql?query=%7B__typename%7D', '/health'], 800);
    expect(answers[0]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[0]).toMatch(/retry-after: 1/i);
    expect(answers[0]).toContain('too busy');
    expect(answers[1]).toMatch(/^HTTP\/1\.1 503/);
    expect(answers[1]).toContain('SERVICE_UNAVAILABLE');
    expect(answers[2]).toMatch(/^HTTP\/1\.1 200/);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await request(t.http).get('/api/categories')).status).toBe(200);
  });

  it('a delay under the bound turns nothing away', async () => {
    const answers = await whileHeld(['/api/categories', '/api/categories'], 150);
    for (const answer of answers) expect(answer).toMatch(/^HTTP\/1\.1 200/);
  });
});
