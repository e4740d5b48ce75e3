import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { PageLoading } from '../../../components/ui/page-loading';
import { MyFavouritesDocument } from '../../../gql/graphql';
import { useSession } from '../../../lib/session';
import { PageHeader } from './page-header';
import { ProductCard } from './product-card';
import './catalogue.css';

/** Spec §9: all favourites load at once, six show at first and six more per click. */
const STEP = 6;

/** Spec §2's favourites (/favourites): personal, so it fills in after hydration. */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { isLoggedIn, isLoading } = useSession();
  const { data, loading, error } = useQuery(MyFavouritesDocument, { skip: !isLoggedIn });
  const [shown, setShown] = useState(STEP);
  if (error) console.error('Failed to load favourites', error);
  if (isLoading || loading) return <PageLoading />;
  if (!isLoggedIn) {
    return (
      <Notice title={t('catalogue.favouritesTitle')}>
        <p>{t('catalogue.favouritesSignIn')}</p>
        <div className="button-row button-row--center">
          <Link to="/login" className="button button--primary">
            {t('nav.login')}
          </Link>
        </div>
      </Notice>
    );
  }
  const entries = data?.myFavourites ?? [];
  return (
    <section className="catalogue" aria-labelledby="favourites-title">
      <PageHeader id="favourites-title" title={t('catalogue.favouritesTitle')} />
      {entries.length === 0 ? (
        <p className="catalogue__status">
          {t('catalogue.favouritesEmpty')} <Link to="/jewellery">{t('catalogue.title')}</Link>
        </p>
      ) : (
        <ul className="catalogue__grid">
          {entries.slice(0, shown).map((entry) => (
            <li key={entry.id}>
              <ProductCard product={entry.product} />
            </li>
          ))}
        </ul>
      )}
      {shown < entries.length && (
        <div className="button-row button-row--center">
          <button type="button" className="button button--ghost" onClick={() => setShown(shown + STEP)}>
            {t('common.loadMore')}
          </button>
        </div>
      )}
    </section>
  );
}
