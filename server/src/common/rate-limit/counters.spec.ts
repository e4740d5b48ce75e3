import { MemoryThrottlerStorage } from './counters';

describe('MemoryThrottlerStorage (the counters without Redis)', () => {
  let now = 1_000_000;
  const storage = new MemoryThrottlerStorage(() => now);
  const hit = (key = 'request:1.2.3.4', limit = 3) =>
    storage.increment(key, 60_000, limit, 60_000, 'request');

  it('counts hits in a window, blocks past the limit until the block ends, and a new window starts from zero', async () => {
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
    now += 10_000;
    await hit();
    expect((await hit()).isBlocked).toBe(false);
    const blocked = await hit();
    expect(blocked).toMatchObject({ totalHits: 4, isBlocked: true, timeToBlockExpire: 60 });
    // Blocked hits do not count further (past its window, the count is the limit's, as in Redis), and the
    // block outlives the window it began in.
    now += 55_000;
    expect(await hit()).toMatchObject({
      totalHits: 4,
      isBlocked: true,
      timeToBlockExpire: 5,
      timeToExpire: 0,
    });
    now += 5_000;
    expect(await hit()).toEqual({ totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 });
  });

  it('keeps each client and each limit apart', async () => {
    for (let i = 0; i < 5; i += 1) await hit('request:10.0.0.1', 2);
    expect((await hit('request:10.0.0.2', 2)).isBlocked).toBe(false);
    expect((await storage.increment('request:10.0.0.1', 60_000, 2, 60_000, 'render')).isBlocked).toBe(false);
  });

  it('costs the same at any count: a limit of millions takes a million hits in constant memory', async () => {
    const start = storage.size;
    for (let i = 0; i < 1_000_000; i += 1) await hit('request:load-test', 10_000_000);
    expect(await hit('request:load-test', 10_000_000)).toMatchObject({
      totalHits: 1_000_001,
      isBlocked: false,
    });
    expect(storage.size).toBe(start + 1);
  });

  it('forgets clients whose window and block have ended', async () => {
    now += 10 * 60_000;
    await hit('request:newcomer');
    expect(storage.size).toBe(1);
  });
});
