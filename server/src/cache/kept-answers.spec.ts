import { KeptAnswers } from './kept-answers';
import { Tags, TagVersions } from './tag-versions';

const store = (maxBytes = 1024) => {
  const versions = new TagVersions();
  return { versions, cache: new KeptAnswers(30_000, maxBytes, versions) };
};

describe('answers kept until a write (the rendered pages)', () => {
  afterEach(() => jest.useRealTimers());

  it('sends a page again until its time is up', () => {
    jest.useFakeTimers({ now: 1_000_000 });
    const { cache } = store();
    cache.set('pl dark /', cache.begin([]), '<html>home</html>');
    jest.setSystemTime(1_000_000 + 29_999);
    expect(cache.get('pl dark /')?.toString()).toBe('<html>home</html>');
    jest.setSystemTime(1_000_000 + 30_000);
    expect(cache.get('pl dark /')).toBeUndefined();
  });

  it('does not keep a page whose render began before a write (it may hold what was there before)', () => {
    const { cache, versions } = store();
    const begun = cache.begin([Tags.product(3)]);
    versions.bump([Tags.product(3)]);
    expect(cache.set('pl dark /jewellery/3', begun, 'old')).toBeUndefined();
    expect(cache.get('pl dark /jewellery/3')).toBeUndefined();
  });

  it('gives back the page it keeps, whose forms made on its first send serve the next (the same object)', () => {
    const { cache } = store();
    const kept = cache.set('pl dark /', cache.begin([]), '<html>home</html>');
    expect(kept?.body.toString()).toBe('<html>home</html>');
    kept!.compressed.set('br', Buffer.from('compressed'));
    kept!.etag = 'W/"11-abc"';
    const again = cache.kept('pl dark /');
    expect(again?.compressed.get('br')?.toString()).toBe('compressed');
    expect(again?.etag).toBe('W/"11-abc"');
    // Too large to keep: nothing comes back, and the caller sends the page as it is.
    expect(cache.set('pl dark /big', cache.begin([]), 'x'.repeat(2048))).toBeUndefined();
  });

  it('keeps at most its bytes of pages (UTF-8, room for their compressed forms, their keys), dropping those used longest ago', () => {
    // Each weighs 1.5 times its body's UTF-8 bytes (rounded up) and twice its key's length.
    const { cache } = store(15);
    cache.set('a', cache.begin([]), 'AA'); // 3 + 2
    cache.set('b', cache.begin([]), 'BB');
    cache.get('a');
    cache.set('c', cache.begin([]), 'ó'); // 2 bytes: the three fit
    expect(cache.get('b')?.toString()).toBe('BB');
    cache.set('d', cache.begin([]), 'DDDD'); // 6 + 2: a, then c, used longest ago, make room
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('b')?.toString()).toBe('BB');
    expect(cache.get('d')?.toString()).toBe('DDDD');
    cache.set('e', cache.begin([]), 'E'.repeat(10)); // larger than the whole cache: not kept, nothing dropped
    expect(cache.get('e')).toBeUndefined();
    cache.set('a very long key', cache.begin([]), 'x'); // a tiny answer, but its key is counted too
    expect(cache.get('a very long key')).toBeUndefined();
    expect(cache.get('d')?.toString()).toBe('DDDD');
  });

  it('a write drops the answers made with its tags, and everything when it names `all`', () => {
    const { cache, versions } = store();
    cache.set(
      'pl dark /publication/1',
      cache.begin([Tags.publication(1), Tags.publicationComments(1)]),
      'post',
    );
    cache.set('pl dark /blog', cache.begin([Tags.blog]), 'blog');
    cache.set('pl GET /graphql', cache.begin([Tags.anyWrite]), 'answer');
    versions.bump([Tags.publicationComments(1)]);
    expect(cache.get('pl dark /publication/1')).toBeUndefined();
    expect(cache.get('pl dark /blog')?.toString()).toBe('blog');
    expect(cache.get('pl GET /graphql')).toBeUndefined();
    versions.bump([Tags.all]);
    expect(cache.get('pl dark /blog')).toBeUndefined();
  });

  it('keeps nothing, and sends nothing kept, while writes elsewhere may go unheard', () => {
    const { cache, versions } = store();
    cache.set('pl dark /', cache.begin([Tags.catalogue]), 'home');
    const begun = cache.begin([Tags.catalogue]);
    versions.trust(false);
    expect(cache.get('pl dark /')).toBeUndefined();
    expect(cache.begin([Tags.catalogue])).toBeUndefined();
    expect(cache.set('pl dark /', begun, 'home')).toBeUndefined();
    versions.trust(true);
    expect(cache.set('pl dark /', begun, 'home')).toBeUndefined();
    expect(cache.set('pl dark /', cache.begin([Tags.catalogue]), 'home')?.body.toString()).toBe('home');
  });
});
