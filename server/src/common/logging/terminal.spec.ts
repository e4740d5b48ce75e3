import { Writable } from 'node:stream';
import { stripVTControlCharacters } from 'node:util';
import pino from 'pino';
import { readableMessage, terminalDestination } from './terminal';

describe('logs a person reads on a terminal', () => {
  const ci = process.env.CI;
  afterEach(() => {
    if (ci === undefined) delete process.env.CI;
    else process.env.CI = ci;
  });

  it('writes a request as one short line, and another message with its context', () => {
    expect(
      readableMessage({
        msg: 'request completed',
        req: { method: 'GET', path: '/jewellery' },
        res: { statusCode: 200 },
        responseTime: 12,
      }),
    ).toBe('GET /jewellery 200 12 ms');
    expect(readableMessage({ msg: 'Mapped routes', context: 'RoutesResolver' })).toBe(
      '[RoutesResolver] Mapped routes',
    );
    expect(readableMessage({ msg: 'shutting down' })).toBe('shutting down');
  });

  it('keeps JSON lines in production, under CI and when stdout is not a terminal', async () => {
    delete process.env.CI;
    expect(await terminalDestination(true, { isTTY: true })).toBeUndefined();
    expect(await terminalDestination(false, { isTTY: false })).toBeUndefined();
    process.env.CI = '1';
    expect(await terminalDestination(false, { isTTY: true })).toBeUndefined();
  });

  it('prettifies on a terminal outside production: time, level and the short line, no JSON', async () => {
    delete process.env.CI;
    const lines: string[] = [];
    const output = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const stream = await terminalDestination(false, { isTTY: true }, output);
    expect(stream).toBeDefined();
    pino({ base: { service: 'soutache-shop' } }, stream).info(
      {
        req: { method: 'POST', path: '/api/login' },
        res: { statusCode: 401 },
        responseTime: 86,
        reqId: 'abc',
      },
      'request completed',
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    const text = stripVTControlCharacters(lines.join(''));
    expect(text).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: POST \/api\/login 401 86 ms\n$/);
  });
});
