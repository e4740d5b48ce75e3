import { useApolloClient } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import type { ProductCard_ProductFragment } from '../../../gql/graphql';
import { useSession } from '../../../lib/session';
import { formatPrice } from '../format';
import { RatingBadge } from './rating-badge';
import { paths } from '../../../lib/paths';

/** How wide a card's picture shows in the list's 1, 2 or 3 columns. */
export const CARD_IMAGE_SIZES = '(min-width: 1100px) 340px, (min-width: 340px) 46vw, 92vw';

/** Spec §2's product card: first image (a placeholder without one), name, colours, categories, rating, price, availability. */
export function ProductCard({
  product,
  priority = false,
}: {
  product: ProductCard_ProductFragment;
  priority?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [deleted, setDeleted] = useState(false);
  const client = useApolloClient();
  // The card says so while it shows; the cached product goes when it leaves, so every list that held
  // it (this one, the favourites, the home page's) reads without it from then on.
  useEffect(() => {
    if (!deleted) return;
    return () => {
      client.cache.evict({ id: client.cache.identify({ __typename: 'Product', id: product.id }) });
      client.cache.gc();
    };
  }, [deleted, client, product.id]);
  const { cover } = product;
  // Spec §4: a deleted product's card says so in its place.
  if (deleted) {
    return (
      <article className="card product-card product-card--deleted">
        <p role="status">{t('catalogue.deleted')}</p>
      </article>
    );
  }
  return (
    <article className="card product-card">
      <Link to={paths.product.href(product.id)} className="card__link">
        <div className="product-card__media">
          {cover ? (
            // The name below says what the picture shows: alt stays empty so the link is not named twice.
            <ResponsiveImage
              image={cover}
              alt=""
              sizes={CARD_IMAGE_SIZES}
              priority={priority}
              className="product-card__image"
            />
          ) : (
            <div className="product-card__placeholder" role="img" aria-label={t('catalogue.noImage')} />
          )}
          {product.availability !== 'AVAILABLE' && (
            <span className={`availability availability--${product.availability.toLowerCase()}`}>
              {t(`catalogue.availability.${product.availability}`)}
            </span>
          )}
        </div>
        <div className="product-card__body">
          <h2 className="product-card__name" lang={fallbackLang(product.nameLang, i18n.language)}>
            {product.name}
          </h2>
          <p className="product-card__meta">
            {product.colors.map((color) => color.name).join(', ')}
            {product.categories.length > 0 && <span aria-hidden="true"> · </span>}
            {product.categories.map((category) => category.name).join(', ')}
          </p>
          <div className="product-card__footer">
            <span className="product-card__price">{formatPrice(product.price, i18n.language)}</span>
            <RatingBadge rate={product.averageUserRate} />
          </div>
        </div>
      </Link>
      {/* Beside the link, not in it: a button inside a link is neither valid nor usable by keyboard. */}
      <CardHeart productId={product.id} name={product.name} />
      <AdminDelete productId={product.id} name={product.name} onDeleted={() => setDeleted(true)} />
    </article>
  );
}

// Signed-in visitors only: its code, query and mutations load when their first card shows, never for anonymous visitors.
const FavouriteHeart = lazy(() =>
  import('./favourite-heart').then((module) => ({ default: module.FavouriteHeart })),
);

/** The heart of a logged-in visitor, filled in after hydration: only it renders again then, not the whole card. */
function CardHeart({ productId, name }: { productId: number; name: string }) {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteHeart productId={productId} name={name} className="product-card__heart" />
    </Suspense>
  );
}

// Admins only: its code and mutation load when an admin's card first shows, never for visitors.
const CardDelete = lazy(() => import('./card-delete').then((module) => ({ default: module.CardDelete })));

function AdminDelete(props: { productId: number; name: string; onDeleted: () => void }) {
  const { isAdmin } = useSession();
  if (!isAdmin) return null;
  return (
    <Suspense fallback={null}>
      <CardDelete {...props} />
    </Suspense>
  );
}
