import { NetworkStatus } from '@apollo/client';
import type { ReactNode } from 'react';
import { useQuery } from '@apollo/client/react';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { BridalListDocument } from '../../../gql/graphql';
import {
  BRIDAL_FILTERS_KEY,
  firstPagesVariables,
  listVariables,
  PAGE_SIZE,
  pagesToUrl,
  type ProductFilters,
} from '../filters';
import { formatPrice } from '../format';
import { BRIDAL_CATEGORY_ID, bridalPhotographer } from '../photographer';
import { chipsOf, FilterChips, FilterControls, useFilterOptions, useListFilters } from './list-filters';
import { PageHeader } from './page-header';
import './catalogue.css';
import { paths } from '../../../lib/paths';

/** The large centre picture's width beside its two side pictures. */
export const BRIDAL_CENTRE_SIZES = '(min-width: 900px) 440px, 60vw';

/** The bridal list is one category: of /jewellery's filters it takes the colours, the availability and the order. */
export const bridalFilters = (filters: ProductFilters): ProductFilters => ({
  ...filters,
  selectedCategories: [],
  nameQuery: '',
});
const inBridal = (filters: ProductFilters): ProductFilters => ({
  ...bridalFilters(filters),
  selectedCategories: [BRIDAL_CATEGORY_ID],
});

export const bridalVariables = (filters: ProductFilters, offset = 0) =>
  listVariables(inBridal(filters), offset);
/** The loader's and the page's variables: the pages a visitor had loaded (`?page=3`), in one request. */
export const bridalPagesVariables = (filters: ProductFilters, pages: number) =>
  firstPagesVariables(inBridal(filters), pages);

/** Spec §2's bridal page: each piece with three pictures (the centre one large), a click opens the piece; load more. */
/** `enquiry`: the route's question about a set made to order, under the page's title. */
export function BridalPage({ enquiry }: { enquiry?: ReactNode }) {
  const { t, i18n } = useTranslation();
  // Sorting and filters as on /jewellery: in the address and in the browser's storage (its own entry).
  const { filters, shown, pages, reloading, apply, setParams } = useListFilters(
    '/bridal',
    BRIDAL_FILTERS_KEY,
    bridalFilters,
  );
  const filterOptions = useFilterOptions();
  const list = useQuery(BridalListDocument, {
    variables: bridalPagesVariables(filters, pages),
    notifyOnNetworkStatusChange: true,
  });
  if (list.error) console.error('Failed to load products', list.error);
  const products = (list.data?.products.products ?? []).slice(0, pages * PAGE_SIZE);
  const total = list.data?.products.total ?? 0;
  const loadingMore = list.networkStatus === NetworkStatus.fetchMore;
  const loadMore = async () => {
    const more = await list
      .fetchMore({ variables: bridalVariables(filters, products.length) })
      .catch((error: unknown) => void console.error('Failed to load products', error));
    if (!more?.data) return;
    setParams(
      pagesToUrl(filters, Math.ceil((products.length + more.data.products.products.length) / PAGE_SIZE)),
      { replace: true, preventScrollReset: true },
    );
  };
  const credit = (
    <a className="bridal__credit" href={bridalPhotographer.url} target="_blank" rel="noopener noreferrer">
      {t('bridal.photo', { name: bridalPhotographer.name })}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );

  return (
    <section className="bridal" aria-labelledby="bridal-title">
      <PageHeader
        id="bridal-title"
        eyebrow={t('bridal.eyebrow')}
        title={t('bridal.title')}
        lead={t('bridal.description')}
      />
      {enquiry}
      <FilterControls
        shown={shown}
        apply={apply}
        categories={false}
        total={list.data && !reloading ? total : undefined}
        {...filterOptions}
      />
      <FilterChips
        chips={chipsOf(shown, filterOptions.names)}
        onRemove={(chip) => apply(chip.without(shown))}
      />
      {list.data && !reloading && (
        <p className="catalogue__count">{t('catalogue.count', { count: total })}</p>
      )}
      {reloading ? (
        <p className="list-status" role="status">
          {t('catalogue.loading')}
        </p>
      ) : (
        products.length === 0 && !list.loading && <p className="list-status">{t('catalogue.empty')}</p>
      )}
      <ol className="bridal__list" hidden={reloading}>
        {products.map((product, index) => {
          const [centre, left, right] = [product.images[0], product.images[1], product.images[2]];
          return (
            <li key={product.id} className="bridal__piece">
              <Link to={paths.product.href(product.id)} className="bridal__link">
                <div className="bridal__pictures">
                  {[left, centre, right].map((image, slot) =>
                    image ? (
                      <figure
                        key={image.id}
                        className={`bridal__picture${slot === 1 ? ' bridal__picture--centre' : ''}`}
                      >
                        <ResponsiveImage
                          image={image}
                          sizes={slot === 1 ? BRIDAL_CENTRE_SIZES : '(min-width: 900px) 260px, 20vw'}
                          priority={index === 0 && slot === 1}
                          // The side pictures repeat the piece: only the centre one names it.
                          alt={slot === 1 ? undefined : ''}
                          className="bridal__image"
                        />
                      </figure>
                    ) : (
                      <span key={`empty-${slot}`} className="bridal__picture bridal__picture--empty" />
                    ),
                  )}
                </div>
                <div className="bridal__caption">
                  <h2 className="bridal__name" lang={fallbackLang(product.nameLang, i18n.language)}>
                    {product.name}
                  </h2>
                  <span className="product-card__price">{formatPrice(product.price, i18n.language)}</span>
                </div>
              </Link>
              {credit}
            </li>
          );
        })}
      </ol>
      {products.length < total && (
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--ghost"
            disabled={loadingMore}
            onClick={() => void loadMore()}
          >
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
