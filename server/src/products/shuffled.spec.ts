import { shuffled } from './products.service';

describe("the home slideshow's shuffle", () => {
  it('gives every order of three pictures about equally often (a random comparator in sort does not)', () => {
    const counts = new Map<string, number>();
    for (let run = 0; run < 6000; run += 1) {
      const order = shuffled(['a', 'b', 'c']).join('');
      counts.set(order, (counts.get(order) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    // Each order is expected 1,000 times (standard deviation about 29); the biased sort gave some twice as often.
    for (const [order, count] of counts) expect([order, Math.abs(count - 1000) < 200]).toEqual([order, true]);
  });
});
