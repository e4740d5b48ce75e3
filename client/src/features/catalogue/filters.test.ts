import { describe, expect, it } from 'vitest';
import { pageSearch } from '../../lib/page-address';
import { filtersFromUrl, filtersToUrl, listVariables, noFilters, type ProductFilters } from './filters';

describe("the list's filters in its address", () => {
  it('are parameters the server renders and keeps the list page for (lib/page-address.ts)', () => {
    const filters: ProductFilters = { selectedColors: [1, 2], selectedCategories: [3], nameQuery: 'kolczyki', availability: ['AVAILABLE', 'SOLD'], sort: 'price-asc' };
    const search = `?${filtersToUrl(filters).toString()}`;
    expect(search.split('&')).toHaveLength(5);
    expect(pageSearch('/jewellery', search)).toBe(search);
    expect(filtersFromUrl(new URLSearchParams(pageSearch('/jewellery', `${search}&fbclid=1&n=2`)))).toEqual(filters);
  });

  it('leave out the default order and unknown values, and ask the API only what was chosen', () => {
    expect(filtersToUrl({ ...noFilters, sort: 'newest' }).toString()).toBe('');
    expect(filtersFromUrl(new URLSearchParams('sort=cheapest&availability=GONE,SOLD'))).toEqual({ ...noFilters, availability: ['SOLD'] });
    expect(listVariables(noFilters)).toEqual({ limit: 9, offset: 0, colors: [], categories: [] });
    expect(listVariables({ ...noFilters, sort: 'price-desc', availability: ['MADE_TO_ORDER'] }, 9)).toMatchObject({ offset: 9, sort: 'PRICE_DESC', availability: ['MADE_TO_ORDER'] });
  });
});
