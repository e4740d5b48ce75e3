import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { MultiSelect } from '../../../components/ui/multi-select';
import { CatalogueFiltersDocument, ProductListDocument } from '../../../gql/graphql';
import { filtersFromUrl, filtersToUrl, hasFilters, listVariables, noFilters, storedFilters, storeFilters, type ProductFilters } from '../filters';
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
  const navigation = useNavigation();
  // While a filter change loads, the controls already show it (the list follows when its data arrives).
  const pending = navigation.location?.pathname === '/jewellery' ? filtersFromUrl(new URLSearchParams(navigation.location.search)) : undefined;
  const shown = pending ?? filters;

  const list = useQuery(ProductListDocument, { variables: listVariables(filters), notifyOnNetworkStatusChange: true });
  const options = useQuery(CatalogueFiltersDocument);
  if (list.error) console.error('Failed to load products', list.error);
  if (options.error) console.error('Failed to load filters', options.error);

  const apply = (next: ProductFilters) => {
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
    if (!hasFilters(filtersFromUrl(params)) && saved && hasFilters(saved)) {
      setParams(filtersToUrl(saved), { replace: true, preventScrollReset: true });
    }
  }, [params, setParams]);


  const products = list.data?.products.products ?? [];
  const total = list.data?.products.total ?? 0;
  // A filter change reloads through the route's loader (a navigation on this same page).
  const reloading = navigation.state === 'loading' && navigation.location.pathname === '/jewellery';
  const loading = reloading || list.networkStatus === NetworkStatus.loading || list.networkStatus === NetworkStatus.setVariables;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  const loadMore = () => void list.fetchMore({ variables: listVariables(filters, products.length) });

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
        {hasFilters(shown) && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              clearTimeout(timer.current);
              if (search.current) search.current.value = '';
              apply(noFilters);
            }}
          >
            {t('catalogue.removeFilters')}
          </button>
        )}
      </div>

      {loading && !loadingMore ? (
        <p className="list-status" role="status">
          {t('catalogue.loading')}
        </p>
      ) : products.length === 0 ? (
        !list.error && <p className="list-status">{t('catalogue.empty')}</p>
      ) : (
        <ul className="card-grid" aria-label={t('catalogue.resultsLabel', { count: total })}>
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
          <button type="button" className="button button--ghost" onClick={loadMore} disabled={loadingMore}>
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
