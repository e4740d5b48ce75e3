import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { MultiSelect } from '../../../components/ui/multi-select';
import { CatalogueFiltersDocument, ProductListDocument } from '../../../gql/graphql';
import { AVAILABILITIES, filtersFromUrl, filtersToUrl, firstPagesVariables, hasFilters, listVariables, noFilters, PAGE_SIZE, pagesFromUrl, pagesToUrl, SORTS, storedFilters, storeFilters, type ProductFilters, type SortValue } from '../filters';
import { useSession } from '../../../lib/session';
import { PageHeader } from './page-header';
import { ProductCard } from './product-card';
import './catalogue.css';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec §2's product list (/jewellery): filters in the URL and in browser storage, 9 a page, load more. */
export function ProductListPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const pages = pagesFromUrl(params);
  const navigation = useNavigation();
  // While a filter change loads, the controls already show it (the list follows when its data arrives).
  const pending = navigation.location?.pathname === '/jewellery' ? filtersFromUrl(new URLSearchParams(navigation.location.search)) : undefined;
  const shown = pending ?? filters;

  const options = useQuery(CatalogueFiltersDocument);
  const names = useMemo(
    () => ({
      colors: new Map<number, string>((options.data?.colors ?? []).map((color) => [color.id, color.name])),
      categories: new Map<number, string>((options.data?.categories ?? []).map((category) => [category.id, category.name])),
      availability: (value: string) => t(`catalogue.availabilityFilter.${value}`),
      search: (query: string) => t('catalogue.searchChip', { query }),
    }),
    [options.data, t],
  );
  // The loader's variables (the server render reads its answer by them): all the pages loaded, in one request.
  const list = useQuery(ProductListDocument, { variables: firstPagesVariables(filters, pages), notifyOnNetworkStatusChange: true });
  if (list.error) console.error('Failed to load products', list.error);
  if (options.error) console.error('Failed to load filters', options.error);

  // The filter added last, for the empty result's "remove it" (the last chip when none was added here).
  const [lastAdded, setLastAdded] = useState<Chip['key']>();
  const apply = (next: ProductFilters) => {
    const added = chipsOf(next, names).find((chip) => !chipsOf(shown, names).some((old) => old.key === chip.key));
    if (added) setLastAdded(added.key);
    storeFilters(next);
    setParams(filtersToUrl(next), { replace: true, preventScrollReset: true });
  };

  // The search box is left to the browser (uncontrolled): what a visitor types before the page has
  // hydrated is kept and searched for. The query waits for a 300 ms pause in typing (spec §9).
  const search = useRef<HTMLInputElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ shown, apply });
  useEffect(() => {
    latest.current = { shown, apply };
  });
  const scheduleSearch = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const { shown: current, apply: applyLatest } = latest.current;
      const nameQuery = search.current?.value ?? '';
      if (nameQuery !== current.nameQuery) applyLatest({ ...current, nameQuery });
    }, SEARCH_DEBOUNCE_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (search.current && search.current.value !== filtersFromUrl(new URLSearchParams(window.location.search)).nameQuery) scheduleSearch();
  }, [scheduleSearch]);
  // The box shows the URL's query when that changes from elsewhere (restored, back button), unless being typed in.
  const firstSync = useRef(true);
  useEffect(() => {
    if (firstSync.current) {
      firstSync.current = false;
      return;
    }
    if (search.current && document.activeElement !== search.current) search.current.value = filters.nameQuery;
  }, [filters.nameQuery]);

  // A list opened without filters in its URL restores the ones saved on the last visit (spec §2).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    const saved = storedFilters();
    const inUrl = filtersFromUrl(params);
    if (!hasFilters(inUrl) && inUrl.sort === 'newest' && saved && (hasFilters(saved) || saved.sort !== 'newest')) {
      setParams(filtersToUrl(saved), { replace: true, preventScrollReset: true });
    }
  }, [params, setParams]);


  // The pages the address says were loaded (`?page=3` after two "load more"), so a reload shows the same
  // cards; the cache may hold more of this list from earlier, which a fresh visit does not show.
  const products = (list.data?.products.products ?? []).slice(0, pages * PAGE_SIZE);
  const total = list.data?.products.total ?? 0;
  // A filter change reloads through the route's loader (a navigation on this same page); "load more"
  // writing its page into the address does not.
  const reloading = pending !== undefined && navigation.state === 'loading' && filtersToUrl(pending).toString() !== filtersToUrl(filters).toString();
  const loading = reloading || list.networkStatus === NetworkStatus.loading || list.networkStatus === NetworkStatus.setVariables;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  const loadMore = async () => {
    const more = await list.fetchMore({ variables: listVariables(filters, products.length) }).catch((error: unknown) => void console.error('Failed to load products', error));
    if (!more?.data) return;
    const loaded = products.length + more.data.products.products.length;
    setParams(pagesToUrl(filters, Math.ceil(loaded / PAGE_SIZE)), { replace: true, preventScrollReset: true });
  };
  const chips = chipsOf(shown, names);
  const clearSearch = () => {
    clearTimeout(timer.current);
    if (search.current) search.current.value = '';
  };
  const remove = (chip: Chip) => {
    if (chip.key === 'name') clearSearch();
    apply(chip.without(shown));
  };
  const narrowing = chips.filter((chip) => chip.key !== 'name');
  const lastFilter = narrowing.find((chip) => chip.key === lastAdded) ?? narrowing.at(-1);
  const searchChip = chips.find((chip) => chip.key === 'name');

  return (
    <section className="catalogue" aria-labelledby="catalogue-title">
      <PageHeader
        id="catalogue-title"
        eyebrow={t('catalogue.eyebrow')}
        title={t('catalogue.title')}
        lead={t('catalogue.description')}
        // Personal: an admin's, shown once the session is known after hydration (spec §2).
        actions={
          isAdmin && (
            <Link to="/jewellery/create" className="button button--primary">
              {t('catalogue.createNew')}
            </Link>
          )
        }
      />

      <div className="catalogue__filters" role="search">
        <label className="catalogue__search">
          <span className="visually-hidden">{t('catalogue.searchLabel')}</span>
          <input ref={search} type="search" defaultValue={filters.nameQuery} placeholder={t('catalogue.searchPlaceholder')} onChange={scheduleSearch} />
        </label>
        <MultiSelect
          label={t('catalogue.colors')}
          options={(options.data?.colors ?? []).map((color) => ({ id: color.id, name: color.name, swatch: color.hex }))}
          selected={shown.selectedColors}
          onChange={(selectedColors) => apply({ ...shown, selectedColors })}
          summary={(count) => t('catalogue.selected', { count })}
        />
        <MultiSelect
          label={t('catalogue.categories')}
          options={options.data?.categories ?? []}
          selected={shown.selectedCategories}
          onChange={(selectedCategories) => apply({ ...shown, selectedCategories })}
          summary={(count) => t('catalogue.selected', { count })}
        />
        <MultiSelect
          label={t('catalogue.availabilityLabel')}
          options={AVAILABILITIES.map((value, index) => ({ id: index + 1, name: names.availability(value) }))}
          selected={shown.availability.map((value) => AVAILABILITIES.indexOf(value) + 1)}
          onChange={(chosen) => apply({ ...shown, availability: AVAILABILITIES.filter((_, index) => chosen.includes(index + 1)) })}
          summary={(count) => t('catalogue.selected', { count })}
        />
        <label className="catalogue__sort">
          <span>{t('catalogue.sortLabel')}</span>
          <select value={shown.sort} onChange={(event) => apply({ ...shown, sort: event.target.value as SortValue })}>
            {SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`catalogue.sort.${sort}`)}
              </option>
            ))}
          </select>
        </label>
        {hasFilters(shown) && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              clearSearch();
              apply({ ...noFilters, sort: shown.sort });
            }}
          >
            {t('catalogue.removeFilters')}
          </button>
        )}
      </div>

      {chips.length > 0 && (
        <ul className="filter-chips" aria-label={t('catalogue.activeFilters')}>
          {chips.map((chip) => (
            <li key={chip.key}>
              <button type="button" className="filter-chip" aria-label={t('catalogue.removeChip', { name: chip.label })} onClick={() => remove(chip)}>
                {chip.label}
                <span aria-hidden="true"> ×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {list.data && !(loading && !loadingMore) && (
        <p className="catalogue__count">{t('catalogue.count', { count: total })}</p>
      )}

      {loading && !loadingMore ? (
        <p className="list-status" role="status">
          {t('catalogue.loading')}
        </p>
      ) : products.length === 0 ? (
        !list.error && (
          <div className="list-status">
            <p className="list-status__text">{t('catalogue.empty')}</p>
            {(lastFilter || searchChip) && (
              <div className="button-row button-row--center">
                {lastFilter && (
                  <button type="button" className="button button--ghost" onClick={() => remove(lastFilter)}>
                    {t('catalogue.emptyRemoveLast', { name: lastFilter.label })}
                  </button>
                )}
                {searchChip && (
                  <button type="button" className="button button--ghost" onClick={() => remove(searchChip)}>
                    {t('catalogue.emptyClearSearch')}
                  </button>
                )}
              </div>
            )}
          </div>
        )
      ) : (
        <ul className="card-grid card-grid--pieces" aria-label={t('catalogue.resultsLabel', { count: total })}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {loadingMore && (
        <p className="list-status" role="status">
          {t('catalogue.loading')}
        </p>
      )}
      {!loading && products.length < total && (
        <div className="button-row button-row--center">
          <button type="button" className="button button--ghost" onClick={() => void loadMore()} disabled={loadingMore}>
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}

interface Chip {
  /** `name`, or the filter and its value (`color:3`). */
  key: string;
  label: string;
  without: (filters: ProductFilters) => ProductFilters;
}

interface ChipNames {
  colors: Map<number, string>;
  categories: Map<number, string>;
  availability: (value: string) => string;
  search: (query: string) => string;
}

/** Each active filter as a removable chip, in the order of the controls; a colour or category not yet named waits. */
function chipsOf(filters: ProductFilters, names: ChipNames): Chip[] {
  const chips: Chip[] = [];
  for (const id of filters.selectedColors) {
    const label = names.colors.get(id);
    if (label) chips.push({ key: `color:${id}`, label, without: (f) => ({ ...f, selectedColors: f.selectedColors.filter((c) => c !== id) }) });
  }
  for (const id of filters.selectedCategories) {
    const label = names.categories.get(id);
    if (label) chips.push({ key: `category:${id}`, label, without: (f) => ({ ...f, selectedCategories: f.selectedCategories.filter((c) => c !== id) }) });
  }
  for (const value of filters.availability) {
    chips.push({ key: `availability:${value}`, label: names.availability(value), without: (f) => ({ ...f, availability: f.availability.filter((a) => a !== value) }) });
  }
  const query = filters.nameQuery.trim();
  if (query) chips.push({ key: 'name', label: names.search(query), without: (f) => ({ ...f, nameQuery: '' }) });
  return chips;
}
