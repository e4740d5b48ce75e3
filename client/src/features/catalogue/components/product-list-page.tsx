import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { ProductListDocument } from '../../../gql/graphql';
import {
  FILTERS_KEY,
  filtersFromUrl,
  firstPagesVariables,
  listVariables,
  PAGE_SIZE,
  pagesToUrl,
  type ProductFilters,
} from '../filters';
import { useSession } from '../../../lib/session';
import {
  chipsOf,
  FilterChips,
  FilterControls,
  useFilterOptions,
  useListFilters,
  type Chip,
} from './list-filters';
import { PageHeader } from './page-header';
import { ProductCard } from './product-card';
import './catalogue.css';
import { paths } from '../../../lib/paths';

const SEARCH_DEBOUNCE_MS = 300;

/** Spec §2's product list (/jewellery): filters in the URL and in browser storage, 9 a page, load more. */
export function ProductListPage() {
  const { t } = useTranslation();
  const { isAdmin } = useSession();
  const {
    filters,
    shown,
    pages,
    reloading,
    apply: applyFilters,
    setParams,
  } = useListFilters('/jewellery', FILTERS_KEY);
  const filterOptions = useFilterOptions();
  const { names } = filterOptions;
  // The loader's variables (the server render reads its answer by them): all the pages loaded, in one request.
  const list = useQuery(ProductListDocument, {
    variables: firstPagesVariables(filters, pages),
    notifyOnNetworkStatusChange: true,
  });
  if (list.error) console.error('Failed to load products', list.error);

  // The filter added last, for the empty result's "remove it" (the last chip when none was added here).
  const [lastAdded, setLastAdded] = useState<Chip['key']>();
  const apply = (next: ProductFilters) => {
    const added = chipsOf(next, names).find(
      (chip) => !chipsOf(shown, names).some((old) => old.key === chip.key),
    );
    if (added) setLastAdded(added.key);
    applyFilters(next);
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
    if (
      search.current &&
      search.current.value !== filtersFromUrl(new URLSearchParams(window.location.search)).nameQuery
    )
      scheduleSearch();
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

  // The pages the address says were loaded (`?page=3` after two "load more"), so a reload shows the same
  // cards; the cache may hold more of this list from earlier, which a fresh visit does not show.
  const products = (list.data?.products.products ?? []).slice(0, pages * PAGE_SIZE);
  const total = list.data?.products.total ?? 0;
  const loading =
    reloading ||
    list.networkStatus === NetworkStatus.loading ||
    list.networkStatus === NetworkStatus.setVariables;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  // After "Load more" the focus goes to the first card it added (the button is busy, then gone at the end).
  const grid = useRef<HTMLUListElement>(null);
  const firstAdded = useRef<number>(undefined);
  useEffect(() => {
    const at = firstAdded.current;
    if (at === undefined || products.length <= at) return;
    firstAdded.current = undefined;
    grid.current?.children[at]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [products.length]);
  const loadMore = async () => {
    firstAdded.current = products.length;
    const more = await list
      .fetchMore({ variables: listVariables(filters, products.length) })
      .catch((error: unknown) => void console.error('Failed to load products', error));
    if (!more?.data) {
      firstAdded.current = undefined;
      return;
    }
    const loaded = products.length + more.data.products.products.length;
    setParams(pagesToUrl(filters, Math.ceil(loaded / PAGE_SIZE)), {
      replace: true,
      preventScrollReset: true,
    });
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
            <Link to={paths.productCreate.href()} className="button button--primary">
              {t('catalogue.createNew')}
            </Link>
          )
        }
      />

      <FilterControls
        shown={shown}
        apply={apply}
        onClear={clearSearch}
        total={list.data && !loading ? total : undefined}
        {...filterOptions}
      >
        <label className="catalogue__search">
          <span className="visually-hidden">{t('catalogue.searchLabel')}</span>
          <input
            ref={search}
            type="search"
            defaultValue={filters.nameQuery}
            placeholder={t('catalogue.searchPlaceholder')}
            onChange={scheduleSearch}
          />
        </label>
      </FilterControls>
      <FilterChips chips={chips} onRemove={remove} />
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
        <ul
          ref={grid}
          className="card-grid card-grid--pieces"
          aria-label={t('catalogue.resultsLabel', { count: total })}
        >
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
          <button
            type="button"
            className="button button--ghost"
            onClick={() => void loadMore()}
            disabled={loadingMore}
          >
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
