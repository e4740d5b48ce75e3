import type { NextFunction, Request, Response } from 'express';
import { EventEmitter } from 'node:events';
import { applyContentChange, countMutationsPlugin, countRestWrites, pagesChanged, registerScopedWrites } from './content-writes';
import { KeptAnswers } from './kept-answers';

/** Answers one REST call with the given method, as express would (the write counts once the answer is sent). */
function answerRest(method: string, status = 200, path = '/api/products/3') {
  const res = Object.assign(new EventEmitter(), { statusCode: status });
  countRestWrites({ method, originalUrl: path } as Request, res as unknown as Response, (() => {}) as NextFunction);
  res.emit('finish');
}

async function answerGraphql(operation: 'query' | 'mutation', fields: string[] = ['createPublication']) {
  const listener = await countMutationsPlugin.requestDidStart();
  await listener.willSendResponse({ operation: { operation, selectionSet: { selections: fields.map((value) => ({ kind: 'Field', name: { value } })) } } });
}

registerScopedWrites({ mutations: ['addComment'], restPaths: [/^\/api\/products\/\d+\/comments$/] });

describe('answers kept until a write (the rendered pages)', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a page again until its time is up', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const cache = new KeptAnswers(30_000, 1024);
    cache.set('pl dark /', cache.version(), '<html>home</html>');
    jest.setSystemTime(1_000_000 + 29_999);
    expect(cache.get('pl dark /')?.toString()).toBe('<html>home</html>');
    jest.setSystemTime(1_000_000 + 30_000);
    expect(cache.get('pl dark /')).toBeUndefined();
  });

  it('renders again after any REST call that may write or any GraphQL mutation, not after reads', async () => {
    const cache = new KeptAnswers(30_000, 1024);
    cache.set('en light /jewellery', cache.version(), 'list');
    answerRest('GET');
    answerRest('HEAD');
    await answerGraphql('query');
    expect(cache.get('en light /jewellery')?.toString()).toBe('list');
    answerRest('POST');
    expect(cache.get('en light /jewellery')).toBeUndefined();

    cache.set('en light /jewellery', cache.version(), 'list');
    await answerGraphql('mutation');
    expect(cache.get('en light /jewellery')).toBeUndefined();
  });

  it('does not keep a page whose render began before a write (it may hold what was there before)', () => {
    const cache = new KeptAnswers(30_000, 1024);
    const begun = cache.version();
    answerRest('DELETE');
    expect(cache.set('pl dark /jewellery/3', begun, 'old')).toBeUndefined();
    expect(cache.get('pl dark /jewellery/3')).toBeUndefined();
  });

  it('gives back the page it keeps, whose forms made on its first send serve the next (the same object)', () => {
    const cache = new KeptAnswers(30_000, 1024);
    const kept = cache.set('pl dark /', cache.version(), '<html>home</html>');
    expect(kept?.body.toString()).toBe('<html>home</html>');
    kept!.compressed.set('br', Buffer.from('compressed'));
    kept!.etag = 'W/"11-abc"';
    const again = cache.kept('pl dark /');
    expect(again?.compressed.get('br')?.toString()).toBe('compressed');
    expect(again?.etag).toBe('W/"11-abc"');
    // Too large to keep: nothing comes back, and the caller sends the page as it is.
    expect(cache.set('pl dark /big', cache.version(), 'x'.repeat(2048))).toBeUndefined();
  });

  it('keeps at most its bytes of pages (UTF-8, room for their compressed forms, their keys), dropping those used longest ago', () => {
    // Each weighs 1.5 times its body's UTF-8 bytes (rounded up) and twice its key's length.
    const cache = new KeptAnswers(30_000, 15);
    cache.set('a', cache.version(), 'AA'); // 3 + 2
    cache.set('b', cache.version(), 'BB');
    cache.get('a');
    cache.set('c', cache.version(), 'ó'); // 2 bytes: the three fit
    expect(cache.get('b')?.toString()).toBe('BB');
    cache.set('d', cache.version(), 'DDDD'); // 6 + 2: a, then c, used longest ago, make room
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')?.toString()).toBe('BB');
    expect(cache.get('d')?.toString()).toBe('DDDD');
    cache.set('e', cache.version(), 'E'.repeat(10)); // larger than the whole cache: not kept, nothing dropped
    expect(cache.get('e')).toBeUndefined();
    cache.set('a very long key', cache.version(), 'x'); // a tiny answer, but its key is counted too
    expect(cache.get('a very long key')).toBeUndefined();
    expect(cache.get('d')?.toString()).toBe('DDDD');
  });

  it('a refused REST call (4xx) wrote nothing and keeps the pages', () => {
    const cache = new KeptAnswers(30_000, 1024);
    cache.set('pl dark /', cache.version('/'), 'home', '/');
    answerRest('POST', 401, '/api/login');
    answerRest('POST', 400);
    expect(cache.get('pl dark /')?.toString()).toBe('home');
  });

  it('a scoped write (a comment) drops only the pages it names, over REST and GraphQL', async () => {
    const cache = new KeptAnswers(30_000, 1024);
    const keep = () => {
      cache.set('pl dark /jewellery/3', cache.version('/jewellery/3'), 'piece 3', '/jewellery/3');
      cache.set('en dark /jewellery/3?lang=en', cache.version('/jewellery/3'), 'piece 3 en', '/jewellery/3');
      cache.set('pl dark /jewellery/4', cache.version('/jewellery/4'), 'piece 4', '/jewellery/4');
      cache.set('pl dark /', cache.version('/'), 'home', '/');
    };
    keep();
    answerRest('POST', 201, '/api/products/3/comments');
    pagesChanged(['/jewellery/3']);
    expect(cache.get('pl dark /jewellery/3')).toBeUndefined();
    expect(cache.get('en dark /jewellery/3?lang=en')).toBeUndefined();
    expect(cache.get('pl dark /jewellery/4')?.toString()).toBe('piece 4');
    expect(cache.get('pl dark /')?.toString()).toBe('home');

    keep();
    await answerGraphql('mutation', ['addComment']);
    pagesChanged(['/jewellery/4']);
    expect(cache.get('pl dark /jewellery/3')?.toString()).toBe('piece 3');
    expect(cache.get('pl dark /jewellery/4')).toBeUndefined();
    // A mutation that is not all scoped writes may change anything.
    await answerGraphql('mutation', ['addComment', 'createPublication']);
    expect(cache.get('pl dark /')).toBeUndefined();
  });

  it('a change heard from another instance drops the same pages', () => {
    const cache = new KeptAnswers(30_000, 1024);
    cache.set('pl dark /publication/1', cache.version('/publication/1'), 'post', '/publication/1');
    cache.set('pl dark /blog', cache.version('/blog'), 'blog', '/blog');
    applyContentChange({ pages: ['/publication/1'] });
    expect(cache.get('pl dark /publication/1')).toBeUndefined();
    expect(cache.get('pl dark /blog')?.toString()).toBe('blog');
    applyContentChange({});
    expect(cache.get('pl dark /blog')).toBeUndefined();
  });
});
