import type { Availability, ProductSort } from '../../gql/graphql';
import { readStorage, writeStorage } from '../../lib/storage';

/** The list's orders as the address (and the REST API) spell them; `newest` is the default. */
export const SORTS = ['newest', 'price-asc', 'price-desc'] as const;
export type SortValue = (typeof SORTS)[number];
export const AVAILABILITIES: readonly Availability[] = ['AVAILABLE', 'MADE_TO_ORDER', 'SOLD'];

/**
 * The list's filters as the spec names them (products-page-filters in browser storage), with the order
 * and the availability beside them.
 */
export interface ProductFilters {
  selectedColors: number[];
  selectedCategories: number[];
  nameQuery: string;
  /** Any of these availabilities; none chosen shows every piece, sold ones included (her portfolio). */
  availability: Availability[];
  sort: SortValue;
}

export const PAGE_SIZE = 9;
export const FILTERS_KEY = 'products-page-filters';
/** The bridal page's own (the same rules; its list is one category, so it keeps no categories or name). */
export const BRIDAL_FILTERS_KEY = 'bridal-page-filters';
export const noFilters: ProductFilters = {
  selectedColors: [],
  selectedCategories: [],
  nameQuery: '',
  availability: [],
  sort: 'newest',
};

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

const availabilities = (values: unknown[]): Availability[] =>
  AVAILABILITIES.filter((value) => values.includes(value));
const sortOf = (value: unknown): SortValue =>
  SORTS.includes(value as SortValue) ? (value as SortValue) : 'newest';

/**
 * Filters kept in the URL (?colors=1,2&categories=5&name=…&availability=SOLD&sort=price-asc), so a
 * filtered list can be shared and rendered by the server.
 */
export function filtersFromUrl(params: URLSearchParams): ProductFilters {
  return {
    selectedColors: ids(params.get('colors')),
    selectedCategories: ids(params.get('categories')),
    nameQuery: params.get('name') ?? '',
    availability: availabilities((params.get('availability') ?? '').split(',')),
    sort: sortOf(params.get('sort')),
  };
}

export function filtersToUrl(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.selectedColors.length) params.set('colors', filters.selectedColors.join(','));
  if (filters.selectedCategories.length) params.set('categories', filters.selectedCategories.join(','));
  if (filters.nameQuery) params.set('name', filters.nameQuery);
  if (filters.availability.length) params.set('availability', filters.availability.join(','));
  if (filters.sort !== 'newest') params.set('sort', filters.sort);
  return params;
}

/** Whether anything narrows the list (the order does not). */
export const hasFilters = (filters: ProductFilters) =>
  filters.selectedColors.length > 0 ||
  filters.selectedCategories.length > 0 ||
  filters.availability.length > 0 ||
  filters.nameQuery.trim() !== '';

const GRAPHQL_SORT: Record<SortValue, ProductSort> = {
  newest: 'NEWEST',
  'price-asc': 'PRICE_ASC',
  'price-desc': 'PRICE_DESC',
};

/**
 * The list query's variables for a page of these filters (the name only when non-empty, spec §7; the
 * order and the availability only when chosen, so the default list asks what it always asked).
 */
export function listVariables(filters: ProductFilters, offset = 0) {
  const name = filters.nameQuery.trim();
  return {
    limit: PAGE_SIZE,
    offset,
    colors: filters.selectedColors,
    categories: filters.selectedCategories,
    ...(name ? { name } : {}),
    ...(filters.availability.length ? { availability: filters.availability } : {}),
    ...(filters.sort !== 'newest' ? { sort: GRAPHQL_SORT[filters.sort] } : {}),
  };
}

/**
 * How many pages a visitor has loaded with "load more", kept in the address as `page` (from 2) so a
 * reload, and the server's render, show every card she saw. At most what one request may ask
 * (100 pieces): past it a reload shows the first 99.
 */
export const MAX_PAGES = Math.floor(100 / PAGE_SIZE);
export const PAGE_PARAM = 'page';

export function pagesFromUrl(params: URLSearchParams): number {
  const pages = Number(params.get(PAGE_PARAM));
  return Number.isInteger(pages) && pages > 1 ? Math.min(pages, 1000) : 1;
}

/** The address of these filters with this many pages loaded (the first page keeps no `page`). */
export function pagesToUrl(filters: ProductFilters, pages: number): URLSearchParams {
  const params = filtersToUrl(filters);
  if (pages > 1) params.set(PAGE_PARAM, String(pages));
  return params;
}

/** The variables asking, in one request, for the first `pages` pages (a reload after "load more"). */
export const firstPagesVariables = (filters: ProductFilters, pages: number) => ({
  ...listVariables(filters),
  limit: PAGE_SIZE * Math.min(Math.max(pages, 1), MAX_PAGES),
});

export function storedFilters(key = FILTERS_KEY): ProductFilters | undefined {
  try {
    const value = JSON.parse(readStorage(key) ?? 'null') as Partial<
      Record<keyof ProductFilters, unknown>
    > | null;
    if (!value || typeof value !== 'object') return undefined;
    const list = (v: unknown) =>
      Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id) && id > 0) : [];
    return {
      selectedColors: list(value.selectedColors),
      selectedCategories: list(value.selectedCategories),
      nameQuery: typeof value.nameQuery === 'string' ? value.nameQuery : '',
      availability: Array.isArray(value.availability) ? availabilities(value.availability) : [],
      sort: sortOf(value.sort),
    };
  } catch {
    return undefined;
  }
}

/** Spec §2's three entries always; the availability and the order only when chosen. */
export const storeFilters = ({ availability, sort, ...spec }: ProductFilters, key = FILTERS_KEY) =>
  writeStorage(
    key,
    JSON.stringify({
      ...spec,
      ...(availability.length ? { availability } : {}),
      ...(sort !== 'newest' ? { sort } : {}),
    }),
  );
