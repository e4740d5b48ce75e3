import { describe, expect, it } from 'vitest';
import { pageSearch } from '../../lib/page-address';
import {
  filtersFromUrl,
  filtersToUrl,
  firstPagesVariables,
  listVariables,
  noFilters,
  pagesFromUrl,
  pagesToUrl,
  type ProductFilters,
} from './filters';

describe("the list's filters in its address", () => {
  it('are parameters the server renders and keeps the list page for (lib/page-address.ts)', () => {
    const filters: ProductFilters = {
      selectedColors: [1, 2],
      selectedCategories: [3],
      nameQuery: 'kolczyki',
      availability: ['AVAILABLE', 'SOLD'],
      sort: 'price-asc',
    };
    const search = `?${filtersToUrl(filters).toString()}`;
    expect(search.split('&')).toHaveLength(5);
    expect(pageSearch('/jewellery', search)).toBe(search);
    expect(filtersFromUrl(new URLSearchParams(pageSearch('/jewellery', `${search}&fbclid=1&n=2`)))).toEqual(
      filters,
    );
  });

  it('leave out the default order and unknown values, and ask the API only what was chosen', () => {
    expect(filtersToUrl({ ...noFilters, sort: 'newest' }).toString()).toBe('');
    expect(filtersFromUrl(new URLSearchParams('sort=cheapest&availability=GONE,SOLD'))).toEqual({
      ...noFilters,
      availability: ['SOLD'],
    });
    expect(listVariables(noFilters)).toEqual({ limit: 9, offset: 0, colors: [], categories: [] });
    expect(
      listVariables({ ...noFilters, sort: 'price-desc', availability: ['MADE_TO_ORDER'] }, 9),
    ).toMatchObject({ offset: 9, sort: 'PRICE_DESC', availability: ['MADE_TO_ORDER'] });
  });

  it('keep the pages loaded with "load more" (from 2), which the server renders in one request of at most 99', () => {
    const filters: ProductFilters = { ...noFilters, selectedColors: [7] };
    const search = `?${pagesToUrl(filters, 3).toString()}`;
    expect(search).toBe('?colors=7&page=3');
    expect(pageSearch('/jewellery', search)).toBe(search);
    expect(pagesFromUrl(new URLSearchParams(search))).toBe(3);
    expect(pagesToUrl(filters, 1).toString()).toBe('colors=7');
    expect(
      ['', 'page=1', 'page=0', 'page=-2', 'page=2.5', 'page=x'].map((value) =>
        pagesFromUrl(new URLSearchParams(value)),
      ),
    ).toEqual([1, 1, 1, 1, 1, 1]);
    expect(firstPagesVariables(filters, 3)).toEqual({ ...listVariables(filters), limit: 27 });
    expect(firstPagesVariables(filters, 40).limit).toBe(99);
  });
});
