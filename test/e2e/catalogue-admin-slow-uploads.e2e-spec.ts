import { readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { APP_CONFIG, type AppConfig } from '../../server/src/config/app-config';
import { picture } from '../support/catalogue-admin';
import { eventually } from '../support/eventually';
import { registerAdmin, startTestApp, TestApp } from '../support/test-app';

// An upload may arrive more slowly than other requests, within its own deadline (UPLOAD_TIMEOUT_MS).
describe('slow uploads', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    // Scaled down: other requests must arrive within 1 s, uploads within 4 s (60 s in the shop).
    t = await startTestApp({
      REQUEST_TIMEOUT_MS: '1000',
      HEADERS_TIMEOUT_MS: '1000',
      UPLOAD_TIMEOUT_MS: '4000',
    });
    await t.app.listen(0, '127.0.0.1');
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    token = (await registerAdmin(t)).token;
  });
  afterAll(() => t.close());

  /** Sends a whole request in `parts` pieces, one every `everyMs`; answers the status, or 0 when the connection was cut. */
  function trickle(
    path: string,
    headers: Record<string, string>,
    body: Buffer,
    parts: number,
    everyMs: number,
  ) {
    return new Promise<number>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        headers: { ...headers, 'Content-Length': String(body.length) },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      });
      req.on('error', () => resolve(0));
      const size = Math.ceil(body.length / parts);
      let sent = 0;
      const timer = setInterval(() => {
        if (req.destroyed) return clearInterval(timer);
        req.write(body.subarray(sent, sent + size));
        sent += size;
        if (sent >= body.length) {
          clearInterval(timer);
          req.end();
        }
      }, everyMs);
    });
  }

  async function multipart() {
    const red = await picture(400, [200, 30, 40]);
    const boundary = 'slow-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head =
      part('name', 'Powolna broszka') +
      part('price', '10') +
      part('description', 'Sent slowly.') +
      part('colorIds', '[]') +
      part('categoryIds', '[]');
    const body = Buffer.concat([
      Buffer.from(
        `${head}--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      red,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return {
      body,
      headers: {
        'Content-Type': `multipart/form-data; boundary=${boundary}`,
        Authorization: `Bearer ${token}`,
      },
    };
  }

  it('takes an upload slower than other requests may be, within the upload limit', async () => {
    const { body, headers } = await multipart();
    expect(await trickle('/api/products/create', headers, body, 8, 250)).toBe(201);
    expect(await t.sql(`SELECT name_pl FROM products WHERE name_pl = 'Powolna broszka'`)).toHaveLength(1);
    // A publication background is an upload too.
    const boundary = 'slow-background';
    const background = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      await picture(400, [30, 60, 90]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const backgroundHeaders = {
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      Authorization: headers.Authorization,
    };
    expect(await trickle('/api/publications/backgrounds', backgroundHeaders, background, 8, 250)).toBe(201);
    // The same pace is too slow for anything else.
    const login = Buffer.from(JSON.stringify({ email: 'slow@shop.test', password: 'Soutache-slow-1' }));
    expect(await trickle('/api/login', { 'Content-Type': 'application/json' }, login, 8, 250)).toBe(408);
  });

  it('cuts an upload slower than its limit, leaving no row and no file', async () => {
    await t.sql(`DELETE FROM products`);
    const uploadDir = t.app.get<AppConfig>(APP_CONFIG).uploadDir;
    const before = readdirSync(uploadDir, { recursive: true }).length;
    const { body, headers } = await multipart();
    const status = await trickle('/api/products/create', headers, body, 10, 600);
    expect([0, 408]).toContain(status);
    expect(await t.sql(`SELECT id FROM products`)).toEqual([]);
    // The bytes it spooled go when its connection closes, just after the answer.
    await eventually('the spooled bytes to go', () => readdirSync(uploadDir, { recursive: true }).length, {
      until: (files) => files === before,
      timeoutMs: 2000,
    });
  });
});
