import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { countMutationsPlugin, countRestWrites } from '../common/http/content-writes';
import { PageCache } from './page-cache';

/** Answers one REST call with the given method, as express would (the write counts once the answer is sent). */
function answerRest(method: string) {
  const res = new EventEmitter();
  countRestWrites({ method } as Request, res as unknown as Response, (() => {}) as NextFunction);
  res.emit('finish');
}

async function answerGraphql(operation: 'query' | 'mutation') {
  const listener = await countMutationsPlugin.requestDidStart();
  await listener.willSendResponse({ operation: { operation } });
}

describe('pages kept rendered', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a page again until its time is up', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new PageCache(30_000, 10);
    cache.set('pl dark /', cache.version(), '<html>home</html>');
    jest.setSystemTime(1_000_000 + 29_999);
    expect(cache.get('pl dark /')).toBe('<html>home</html>');
    jest.setSystemTime(1_000_000 + 30_000);
    expect(cache.get('pl dark /')).toBeUndefined();
  });

  it('renders again after any REST call that may write or any GraphQL mutation, not after reads', async () => {
    const cache = new PageCache(30_000, 10);
    cache.set('en light /jewellery', cache.version(), 'list');
    answerRest('GET');
    answerRest('HEAD');
    await answerGraphql('query');
    expect(cache.get('en light /jewellery')).toBe('list');
    answerRest('POST');
    expect(cache.get('en light /jewellery')).toBeUndefined();

    cache.set('en light /jewellery', cache.version(), 'list');
    await answerGraphql('mutation');
    expect(cache.get('en light /jewellery')).toBeUndefined();
  });

  it('does not keep a page whose render began before a write (it may hold what was there before)', () => {
    const cache = new PageCache(30_000, 10);
    const begun = cache.version();
    answerRest('DELETE');
    cache.set('pl dark /jewellery/3', begun, 'old');
    expect(cache.get('pl dark /jewellery/3')).toBeUndefined();
  });

  it('keeps at most its number of pages, dropping the one used longest ago', () => {
    const cache = new PageCache(30_000, 2);
    cache.set('a', cache.version(), 'A');
    cache.set('b', cache.version(), 'B');
    cache.get('a');
    cache.set('c', cache.version(), 'C');
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe('A');
    expect(cache.get('c')).toBe('C');
  });
});
