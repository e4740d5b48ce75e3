import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigation, useSearchParams } from 'react-router';
import { MultiSelect } from '../../../components/ui/multi-select';
import { CatalogueFiltersDocument, ProductListDocument } from '../../../gql/graphql';
import { filtersFromUrl, filtersToUrl, hasFilters, listVariables, noFilters, storedFilters, storeFilters, type ProductFilters } from '../filters';
import { ProductCard } from './product-card';
import './catalogue.css';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec §2's product list (/jewellery): filters in the URL and in browser storage, 9 a page, load more. */
export function ProductListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromUrl(params), [params]);
  const navigation = useNavigation();
  // While a filter change loads, the controls already show it (the list follows when its data arrives).
  const pending = navigation.location?.pathname === '/jewellery' ? filtersFromUrl(new URLSearchParams(navigation.location.search)) : undefined;
  const shown = pending ?? filters;
  const [nameInput, setNameInput] = useState(filters.nameQuery);
  // The box follows the URL when the filters change from elsewhere (restored, shared link), not while typed in.
  const [urlName, setUrlName] = useState(filters.nameQuery);
  if (filters.nameQuery !== urlName) {
    setUrlName(filters.nameQuery);
    if (nameInput === urlName) setNameInput(filters.nameQuery);
  }

  const list = useQuery(ProductListDocument, { variables: listVariables(filters), notifyOnNetworkStatusChange: true });
  const options = useQuery(CatalogueFiltersDocument);
  if (list.error) console.error('Failed to load products', list.error);
  if (options.error) console.error('Failed to load filters', options.error);

  const apply = (next: ProductFilters) => {
    storeFilters(next);
    setParams(filtersToUrl(next), { replace: true, preventScrollReset: true });
  };

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

  // The name query waits for a 300 ms pause in typing (spec §9).
  useEffect(() => {
    if (nameInput === filters.nameQuery) return;
    const timer = setTimeout(() => apply({ ...shown, nameQuery: nameInput }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
    // apply and filters change with every render; the pause is counted from the last keystroke only.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nameInput]);

  const products = list.data?.products.products ?? [];
  const total = list.data?.products.total ?? 0;
  // A filter change reloads through the route's loader (a navigation on this same page).
  const reloading = navigation.state === 'loading' && navigation.location.pathname === '/jewellery';
  const loading = reloading || list.networkStatus === NetworkStatus.loading || list.networkStatus === NetworkStatus.setVariables;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  const loadMore = () => void list.fetchMore({ variables: listVariables(filters, products.length) });

  return (
    <section className="catalogue" aria-labelledby="catalogue-title">
      <header className="catalogue__header">
        <p className="eyebrow">{t('catalogue.eyebrow')}</p>
        <h1 id="catalogue-title" className="page-title">
          {t('catalogue.title')}
        </h1>
        <p className="catalogue__lead">{t('catalogue.description')}</p>
      </header>

      <div className="catalogue__filters" role="search">
        <label className="catalogue__search">
          <span className="visually-hidden">{t('catalogue.searchLabel')}</span>
          <input type="search" value={nameInput} placeholder={t('catalogue.searchPlaceholder')} onChange={(event) => setNameInput(event.target.value)} />
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
        {(hasFilters(shown) || nameInput !== '') && (
          <button
            type="button"
            className="button button--quiet"
            onClick={() => {
              setNameInput('');
              apply(noFilters);
            }}
          >
            {t('catalogue.removeFilters')}
          </button>
        )}
      </div>

      {loading && !loadingMore ? (
        <p className="catalogue__status" role="status">
          {t('catalogue.loading')}
        </p>
      ) : products.length === 0 ? (
        !list.error && <p className="catalogue__status">{t('catalogue.empty')}</p>
      ) : (
        <ul className="catalogue__grid" aria-label={t('catalogue.resultsLabel', { count: total })}>
          {products.map((product, index) => (
            <li key={product.id}>
              <ProductCard product={product} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      {loadingMore && (
        <p className="catalogue__status" role="status">
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
