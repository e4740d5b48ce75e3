import pino from 'pino';
import { AppError } from '../errors/app-error';
import { loadConfig } from '../../config/app-config';
import { LoginDelayService } from './login-delay.service';
import { RedisConnection } from './redis';

const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), LOGIN_DELAY_BASE_MS: '1000' });

async function retryAfter(action: () => Promise<void>): Promise<number | undefined> {
  try {
    await action();
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).code).toBe('RATE_LIMITED');
    return (error as AppError).details.retryAfterSeconds;
  }
}

describe('login delay per client and e-mail', () => {
  it('doubles the wait with each failure, starting at one second', async () => {
    const delay = new LoginDelayService(config, new RedisConnection(config, pino({ level: 'silent' })));
    const t0 = 1_000_000;
    await delay.recordFailure('1.2.3.4', 'a@b.cd', t0);
    expect(await retryAfter(() => delay.assertAllowed('1.2.3.4', 'a@b.cd', t0))).toBe(1);
    await delay.recordFailure('1.2.3.4', 'a@b.cd', t0);
    await delay.recordFailure('1.2.3.4', 'a@b.cd', t0);
    expect(await retryAfter(() => delay.assertAllowed('1.2.3.4', 'a@b.cd', t0))).toBe(4);
    expect(await retryAfter(() => delay.assertAllowed('1.2.3.4', 'a@b.cd', t0 + 4000))).toBeUndefined();
  });

  it('caps the wait at an hour and never locks out for good', async () => {
    const delay = new LoginDelayService(config, new RedisConnection(config, pino({ level: 'silent' })));
    for (let i = 0; i < 30; i += 1) await delay.recordFailure('ip', 'e', 0);
    expect(await retryAfter(() => delay.assertAllowed('ip', 'e', 0))).toBe(3600);
    expect(await retryAfter(() => delay.assertAllowed('ip', 'e', 3_600_000))).toBeUndefined();
  });

  it('keeps clients and e-mails apart, and forgets after a success', async () => {
    const delay = new LoginDelayService(config, new RedisConnection(config, pino({ level: 'silent' })));
    await delay.recordFailure('ip-1', 'e', 0);
    expect(await retryAfter(() => delay.assertAllowed('ip-2', 'e', 0))).toBeUndefined();
    expect(await retryAfter(() => delay.assertAllowed('ip-1', 'other', 0))).toBeUndefined();
    await delay.recordSuccess('ip-1', 'e');
    expect(await retryAfter(() => delay.assertAllowed('ip-1', 'e', 0))).toBeUndefined();
  });
});
