import { applyContentChange } from './content-writes';
import { KeptAnswers } from './kept-answers';

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

  it('does not keep a page whose render began before a write (it may hold what was there before)', () => {
    const cache = new KeptAnswers(30_000, 1024);
    const begun = cache.version();
    applyContentChange({});
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
