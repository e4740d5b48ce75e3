import { describe, expect, it } from 'vitest';
import { pageSearch } from '../../lib/page-address';
import { filtersFromUrl, filtersToUrl } from './filters';

describe("the list's filters in its address", () => {
  it('are parameters the server renders and keeps the list page for (lib/page-address.ts)', () => {
    const filters = { selectedColors: [1, 2], selectedCategories: [3], nameQuery: 'kolczyki' };
    const search = `?${filtersToUrl(filters).toString()}`;
    expect(search.split('&')).toHaveLength(3);
    expect(pageSearch('/jewellery', search)).toBe(search);
    expect(filtersFromUrl(new URLSearchParams(pageSearch('/jewellery', `${search}&fbclid=1&n=2`)))).toEqual(filters);
  });
});
