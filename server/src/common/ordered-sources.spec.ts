import { OrderedSources } from './ordered-sources';

describe('OrderedSources', () => {
  it('asks the sources by their place, whatever the order they were added in', async () => {
    const sources = new OrderedSources<string>();
    sources.add(2, 'blog');
    sources.add(1, 'catalogue');
    sources.add(3, 'enquiries');
    await expect(sources.collect(async (name) => name)).resolves.toEqual(['catalogue', 'blog', 'enquiries']);
  });

  it('keeps sources of the same place in the order they were added', async () => {
    const sources = new OrderedSources<string>();
    for (const name of ['products', 'publications', 'orders']) sources.add(0, name);
    await expect(sources.collect(async (name) => name)).resolves.toEqual([
      'products',
      'publications',
      'orders',
    ]);
  });

  it('asks one source at a time: the next only once the one before has answered', async () => {
    const sources = new OrderedSources<number>();
    sources.add(1, 1);
    sources.add(2, 2);
    const log: string[] = [];
    await sources.collect(async (n) => {
      log.push(`start ${n}`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      log.push(`end ${n}`);
      return n;
    });
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2']);
  });

  it('answers an empty list when no domain added a source', async () => {
    await expect(new OrderedSources<() => Promise<number>>().collect((source) => source())).resolves.toEqual(
      [],
    );
  });
});
