import { readStorage, writeStorage } from '../../lib/storage';

/** The list's filters as the spec names them (products-page-filters in browser storage). */
export interface ProductFilters {
  selectedColors: number[];
  selectedCategories: number[];
  nameQuery: string;
}

export const PAGE_SIZE = 9;
export const FILTERS_KEY = 'products-page-filters';
export const noFilters: ProductFilters = { selectedColors: [], selectedCategories: [], nameQuery: '' };

const ids = (value: string | null) =>
  (value ?? '')
    .split(',')
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);

/** Filters kept in the URL (?colors=1,2&categories=5&name=…), so a filtered list can be shared and rendered by the server. */
export function filtersFromUrl(params: URLSearchParams): ProductFilters {
  return { selectedColors: ids(params.get('colors')), selectedCategories: ids(params.get('categories')), nameQuery: params.get('name') ?? '' };
}

export function filtersToUrl(filters: ProductFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.selectedColors.length) params.set('colors', filters.selectedColors.join(','));
  if (filters.selectedCategories.length) params.set('categories', filters.selectedCategories.join(','));
  if (filters.nameQuery) params.set('name', filters.nameQuery);
  return params;
}

export const hasFilters = (filters: ProductFilters) =>
  filters.selectedColors.length > 0 || filters.selectedCategories.length > 0 || filters.nameQuery.trim() !== '';

/** The list query's variables for the first page of these filters (the name only when non-empty, spec §7). */
export function listVariables(filters: ProductFilters, offset = 0) {
  const name = filters.nameQuery.trim();
  return {
    limit: PAGE_SIZE,
    offset,
    colors: filters.selectedColors,
    categories: filters.selectedCategories,
    ...(name ? { name } : {}),
  };
}

export function storedFilters(): ProductFilters | undefined {
  try {
    const value = JSON.parse(readStorage(FILTERS_KEY) ?? 'null') as Partial<ProductFilters> | null;
    if (!value || typeof value !== 'object') return undefined;
    const list = (v: unknown) => (Array.isArray(v) ? v.filter((id): id is number => Number.isInteger(id) && id > 0) : []);
    return { selectedColors: list(value.selectedColors), selectedCategories: list(value.selectedCategories), nameQuery: typeof value.nameQuery === 'string' ? value.nameQuery : '' };
  } catch {
    return undefined;
  }
}

export const storeFilters = (filters: ProductFilters) => writeStorage(FILTERS_KEY, JSON.stringify(filters));
