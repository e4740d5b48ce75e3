import type { DomainEvent } from '../common/events/domain-events';
import { applyContentChange } from '../common/http/content-writes';
import { KeptAnswers } from '../common/http/kept-answers';
import { changeOf } from './content-invalidation';

/** A committed write's event, as ContentInvalidation counts it (from this instance or another). */
const heard = (event: DomainEvent) => {
  const change = changeOf(event);
  if (change) applyContentChange(change);
};

describe('what each domain event drops of the pages and answers kept', () => {
  it('renders again after a product, publication or catalogue change; a user change keeps every page', () => {
    const cache = new KeptAnswers(30_000, 1024);
    for (const event of [{ type: 'ProductChanged', id: 3 }, { type: 'PublicationChanged', id: 1 }, { type: 'CatalogueChanged' }] as DomainEvent[]) {
      cache.set('en light /jewellery', cache.version(), 'list');
      heard({ type: 'UserChanged', id: 1 });
      expect(cache.get('en light /jewellery')?.toString()).toBe('list');
      heard(event);
      expect(cache.get('en light /jewellery')).toBeUndefined();
    }
  });

  it("an account's rename or deletion drops every kept page: its name shows on comments and posts anywhere, its ratings leave averages", () => {
    const cache = new KeptAnswers(30_000, 1024);
    cache.set('pl dark /jewellery/3', cache.version('/jewellery/3'), 'piece 3', '/jewellery/3');
    cache.set('pl dark /', cache.version('/'), 'home', '/');
    heard({ type: 'AccountChanged', id: 7 });
    expect(cache.get('pl dark /jewellery/3')).toBeUndefined();
    expect(cache.get('pl dark /')).toBeUndefined();
  });

  it('a change of comments (a comment, a vote) drops only the page of their product or publication', () => {
    const cache = new KeptAnswers(30_000, 1024);
    const keep = () => {
      cache.set('pl dark /jewellery/3', cache.version('/jewellery/3'), 'piece 3', '/jewellery/3');
      cache.set('en dark /jewellery/3?lang=en', cache.version('/jewellery/3'), 'piece 3 en', '/jewellery/3');
      cache.set('pl dark /jewellery/4', cache.version('/jewellery/4'), 'piece 4', '/jewellery/4');
      cache.set('pl dark /publication/4', cache.version('/publication/4'), 'post 4', '/publication/4');
      cache.set('pl dark /', cache.version('/'), 'home', '/');
    };
    keep();
    heard({ type: 'CommentsChanged', target: { productId: 3 } });
    expect(cache.get('pl dark /jewellery/3')).toBeUndefined();
    expect(cache.get('en dark /jewellery/3?lang=en')).toBeUndefined();
    expect(cache.get('pl dark /jewellery/4')?.toString()).toBe('piece 4');
    expect(cache.get('pl dark /publication/4')?.toString()).toBe('post 4');
    expect(cache.get('pl dark /')?.toString()).toBe('home');

    keep();
    heard({ type: 'CommentsChanged', target: { publicationId: 4 } });
    expect(cache.get('pl dark /jewellery/4')?.toString()).toBe('piece 4');
    expect(cache.get('pl dark /publication/4')).toBeUndefined();
  });
});
