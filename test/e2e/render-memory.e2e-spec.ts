import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import request from 'supertest';
import { CacheService } from '../../server/src/cache/cache.service';
import { Tags } from '../../server/src/cache/tag-versions';
import { addProduct } from '../support/catalogue-factory';
import { startTestApp, TestApp } from '../support/test-app';
import { requireClientBuild } from '../support/client-build';

/** Pages are rendered by the client's build (npm test builds it before these suites; test-server.mjs too). */

setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;

/**
 * The heap that stays once garbage is collected. Several collections, each after the event loop has
 * turned: what a render leaves behind weakly held (Apollo's and the router's caches, abort listeners)
 * goes only after a second or third one.
 */
async function retainedHeap(): Promise<number> {
  for (let i = 0; i < 4; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    gc();
  }
  return process.memoryUsage().heapUsed;
}

const ROUNDS = 5;
const PAGES_A_ROUND = 100;
/**
 * Over the last 300 renders. Without a leak the heap grows by about 1 MB over them (code and caches still
 * warming up); a render that kept only its page's data (its hydration state, about 10 KB) grows it by 3.
 */
const ALLOWED_GROWTH = 2 * 1024 * 1024;

describe('memory of rendered pages', () => {
  let t: TestApp;
  let products: number[];
  beforeAll(async () => {
    requireClientBuild();
    t = await startTestApp();
    products = [];
    for (let i = 0; i < 12; i += 1)
      products.push(
        await addProduct(t, { name: `Kolczyki ${i}`, colors: [1 + (i % 6)], categories: [1 + (i % 3)] }),
      );
  });
  afterAll(() => t.close());

  // 500 full renders: a memory test, not a timed one; a busy machine must not fail it.
  it('does not keep growing the heap while it renders hundreds of distinct pages', async () => {
    let page = 0;
    const renderRound = async () => {
      for (let i = 0; i < PAGES_A_ROUND; i += 1, page += 1) {
        // Another page each time, so the page cache never answers: every one is a full render. The list
        // with a new name search; a product page dropped from what is kept as a comment on it would.
        const product = `/jewellery/${products[page % products.length]}`;
        if (page % 2 === 0)
          t.app.get(CacheService).drop([Tags.productComments(products[page % products.length])]);
        await request(t.http)
          .get(page % 2 ? `/jewellery?name=k${page}` : product)
          .expect(200);
      }
    };
    // The first rounds load what stays for good (compiled code, the router's and GraphQL's caches).
    await renderRound();
    await renderRound();
    const heaps = [await retainedHeap()];
    for (let round = 2; round < ROUNDS; round += 1) {
      await renderRound();
      heaps.push(await retainedHeap());
    }
    const grownMb = heaps.map((heap) => ((heap - heaps[0]) / 1048576).toFixed(1));
    expect({ grownMb, leaking: heaps[heaps.length - 1] - heaps[0] > ALLOWED_GROWTH }).toEqual({
      grownMb,
      leaking: false,
    });
  }, 300_000);
});
