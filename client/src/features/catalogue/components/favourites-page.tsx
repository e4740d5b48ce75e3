import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { MyFavouritesDocument } from '../../../gql/graphql';
import { useSession } from '../../../lib/session';
import { PageHeader } from './page-header';
import { ProductCard } from './product-card';
import './catalogue.css';
import { paths } from '../../../lib/paths';
import { useLoginHere } from '../../../lib/return-to';

/** Spec §9: six show at first and six more per click (each a page from the server). */
const STEP = 6;

/** Spec §2's favourites (/favourites): personal, so it fills in after hydration. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { isLoggedIn, isLoading } = useSession();
  const loginHere = useLoginHere();
  const { data, error, networkStatus, fetchMore } = useQuery(MyFavouritesDocument, {
    skip: !isLoggedIn,
    variables: { offset: 0, limit: STEP },
    notifyOnNetworkStatusChange: true,
  });
  if (error) console.error('Failed to load favourites', error);
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  if (isLoading || (!data && networkStatus === NetworkStatus.loading)) return <PageLoading />;
  if (!isLoggedIn) {
    return (
      <Notice title={t('catalogue.favouritesTitle')}>
        <p>{t('catalogue.favouritesSignIn')}</p>
        <div className="button-row button-row--center">
          <Link to={loginHere} className="button button--primary">
            {t('nav.login')}
          </Link>
        </div>
      </Notice>
    );
  }
  const entries = data?.myFavourites.items ?? [];
  const total = data?.myFavourites.total ?? 0;
  const loadMore = () =>
    void fetchMore({ variables: { offset: entries.length, limit: STEP } }).catch((e: unknown) =>
      console.error('Failed to load favourites', e),
    );
  return (
    <section className="catalogue" aria-labelledby="favourites-title">
      <PageHeader id="favourites-title" title={t('catalogue.favouritesTitle')} />
      {entries.length === 0 ? (
        <p className="list-status">
          {t('catalogue.favouritesEmpty')} <Link to={paths.jewellery.href()}>{t('catalogue.title')}</Link>
        </p>
      ) : (
        <ul className="card-grid card-grid--pieces">
          {entries.map((entry) => (
            <li key={entry.id}>
              <ProductCard product={entry.product} />
            </li>
          ))}
        </ul>
      )}
      {entries.length < total && (
        <div className="button-row button-row--center">
          <button
            type="button"
            className="button button--ghost"
            onClick={loadMore}
            disabled={loadingMore}
            aria-busy={loadingMore}
          >
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
