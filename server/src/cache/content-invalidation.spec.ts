import type { DomainEvent } from '../common/events/domain-events';
import { KeptAnswers } from './kept-answers';
import { pageTags, readTags } from './page-tags';
import { tagsOf } from './content-invalidation';
import { TagVersions } from './tag-versions';

/** The pages a shop keeps, each with what it shows (page-tags.ts). */
const PAGES = [
  '/',
  '/jewellery',
  '/bridal',
  '/jewellery/3',
  '/jewellery/4',
  '/blog',
  '/publication/4',
  '/publication/5',
  '/contact',
];

/** Which of the kept pages and site files are still kept after the event (from this instance or another). */
function keptAfter(event: DomainEvent): string[] {
  const versions = new TagVersions();
  const cache = new KeptAnswers(30_000, 64 * 1024, versions);
  for (const path of PAGES) cache.set(path, cache.begin(pageTags(path)), path);
  for (const path of ['/sitemap.xml', '/rss.xml']) cache.set(path, cache.begin(readTags(path)), path);
  const tags = tagsOf(event);
  if (tags.length) versions.bump(tags);
  return [...PAGES, '/sitemap.xml', '/rss.xml'].filter((path) => cache.get(path) !== undefined);
}

const dropped = (event: DomainEvent) => {
  const kept = keptAfter(event);
  return [...PAGES, '/sitemap.xml', '/rss.xml'].filter((path) => !kept.includes(path));
};

describe('what each domain event drops of the pages and files kept', () => {
  it('a product drops its page and whatever lists products, not the other products, the blog or its posts', () => {
    expect(dropped({ type: 'ProductChanged', id: 3 })).toEqual([
      '/',
      '/jewellery',
      '/bridal',
      '/jewellery/3',
      '/sitemap.xml',
    ]);
  });

  it('a publication drops its page, the blog, the feed and the sitemap, not the catalogue', () => {
    expect(dropped({ type: 'PublicationChanged', id: 4 })).toEqual([
      '/blog',
      '/publication/4',
      '/sitemap.xml',
      '/rss.xml',
    ]);
  });

  it('a change of comments (a comment, a vote) drops only the page of their product or publication', () => {
    expect(dropped({ type: 'CommentsChanged', target: { productId: 3 } })).toEqual(['/jewellery/3']);
    expect(dropped({ type: 'CommentsChanged', target: { publicationId: 4 } })).toEqual(['/publication/4']);
  });

  it("a rating drops its product's page and the lists that show its average, not the other products, the blog or its posts", () => {
    expect(dropped({ type: 'ProductRated', id: 3 })).toEqual([
      '/',
      '/jewellery',
      '/bridal',
      '/jewellery/3',
      '/sitemap.xml',
    ]);
  });

  it('a bulk import drops everything', () => {
    expect(keptAfter({ type: 'CatalogueChanged' })).toEqual([]);
  });

  it("a change of someone's rights drops nothing (no kept page shows them)", () => {
    expect(dropped({ type: 'UserChanged', id: 1 })).toEqual([]);
  });
});
