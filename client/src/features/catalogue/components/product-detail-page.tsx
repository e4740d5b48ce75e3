import { useQuery } from '@apollo/client/react';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Link } from '../../../components/ui/link';
import { ShareButton } from '../../../components/ui/share-button';
import { Notice } from '../../../components/ui/notice';
import { type Availability, ProductDetailDocument, ProductListDocument } from '../../../gql/graphql';
import { formatPrice } from '../format';
import { useAdminReread, useSession } from '../../../lib/session';
import { Gallery } from './gallery';
import { RatingBadge } from './rating-badge';
import { lazy, Suspense, type ReactNode } from 'react';
import { formatDate, stillToCome } from '../../../lib/dates';
import './catalogue.css';
import { paths } from '../../../lib/paths';
import { useLoginHere } from '../../../lib/return-to';

/** The newest pieces, offered where a piece is missing (the product route's loader reads the same). */
export const OTHER_PIECES = { limit: 4, offset: 0, colors: [], categories: [] };

/** The rating's anchor, which a login from it returns to. */
const RATING = 'rating';

// A signed-in visitor's own stars and heart: their code loads for her only, after hydration.
const FavouriteHeart = lazy(() =>
  import('./favourite-heart').then((module) => ({ default: module.FavouriteHeart })),
);
const StarRating = lazy(() => import('./star-rating').then((module) => ({ default: module.StarRating })));

/** Spec §2's product detail (/jewellery/{id}); the route's loader has put the product in the cache. */
/** What a piece's page offers beside buying it (the route fills it: a question to the maker). */
export type PieceAsk = (piece: {
  id: number;
  name: string;
  availability: Availability;
  /** No way to buy it is offered (sold, held, reserved): the question is the page's main action. */
  primary: boolean;
}) => ReactNode;

export function ProductDetailPage({ id, ask }: { id: number; ask?: PieceAsk }) {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ProductDetailDocument, { variables: { id } });
  const { isLoggedIn, isAdmin } = useSession();
  const loginHere = useLoginHere(RATING);
  const product = data?.product;
  if (!product) return null;
  const buyable = !product.reservedUntil && product.availability !== 'SOLD';
  const list = (items: { name: string }[]) =>
    items.length ? items.map((item) => item.name).join(', ') : t('catalogue.none');

  return (
    <article className="product" aria-labelledby="product-title">
      {/* Name, price and status first: on a phone above the photo, beside it on a wide screen. */}
      <div className="product__head">
        <p className="eyebrow">
          <Link to={paths.jewellery.href()}>{t('catalogue.title')}</Link>
        </p>
        {/* A draft, or published with a time still to come: both only admins see. */}
        {(product.draft || stillToCome(product.publishAt)) && (
          <p className="draft-mark">{t(product.draft ? 'drafts.onlyYou' : 'drafts.scheduled')}</p>
        )}
        <div className="product__title-row">
          <h1 id="product-title" className="page-title" lang={fallbackLang(product.nameLang, i18n.language)}>
            {product.name}
          </h1>
          {isLoggedIn && (
            <Suspense fallback={null}>
              <FavouriteHeart productId={product.id} name={product.name} />
            </Suspense>
          )}
        </div>
        <p className="product__price">
          {formatPrice(product.price, i18n.language)}
          {product.reservedUntil ? (
            <span className="availability availability--reserved">
              {t('catalogue.order.reservedUntil', { date: formatDate(product.reservedUntil, i18n.language) })}
            </span>
          ) : (
            <span className={`availability availability--${product.availability.toLowerCase()}`}>
              {t(`catalogue.availability.${product.availability}`)}
            </span>
          )}
        </p>
        <div className="product__rating">
          <span>{t('catalogue.averageRating')}</span>{' '}
          <RatingBadge rate={product.averageUserRate} count={product.ratingCount} />
        </div>
      </div>
      <div className="product__gallery">
        <Gallery images={product.images} name={product.name} />
      </div>
      <div className="product__body">
        {/* Personal: filled in after hydration for a signed-in visitor; the others are offered a login that comes back here. */}
        <div className="product__my-rating" id={RATING}>
          {isLoggedIn ? (
            <Suspense fallback={null}>
              <StarRating productId={product.id} />
            </Suspense>
          ) : (
            <p className="product__login">
              <Link to={loginHere}>{t('catalogue.loginToRate')}</Link>
            </p>
          )}
        </div>
        <div className="product__ask">
          {/* Buying: a free piece is reserved, a made-to-order one asked for (checkout), a sold or held one neither (its status says until when). */}
          {buyable && (
            <p className="product__buy">
              <Link className="button button--primary" to={paths.checkout.href(product.id)}>
                {t(
                  product.availability === 'MADE_TO_ORDER'
                    ? 'catalogue.order.madeToOrder'
                    : 'catalogue.order.reserve',
                )}
              </Link>
            </p>
          )}
          {ask?.({
            id: product.id,
            name: product.name,
            availability: product.availability,
            primary: !buyable,
          })}
        </div>
        <ShareButton path={paths.product.href(product.id)} title={product.name} />
        <p className="product__description" lang={fallbackLang(product.descriptionLang, i18n.language)}>
          {product.description}
        </p>
        <dl className="product__facts">
          <dt>{t('catalogue.colors')}</dt>
          <dd>{list(product.colors)}</dd>
          <dt>{t('catalogue.categories')}</dt>
          <dd>{list(product.categories)}</dd>
        </dl>
        {isAdmin && (
          <div className="button-row product__admin">
            <Link to={paths.productEdit.href(product.id)} className="button button--ghost">
              {t('catalogue.edit')}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

/**
 * A piece that is not (or no longer) in the shop is headed so, in words for people: a few of her other
 * pieces (the loader read them) and a way to ask for something like it, then spec §8's 'Failed to fetch
 * product' as the details. When the shop could not be reached, spec §8's other message heads the page.
 */
export function ProductDetailError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status < 500;
  useAdminReread(missing);
  return (
    <Notice title={missing ? t('catalogue.gone.title') : t('catalogue.fetchError')} tone="alert">
      {missing && <OtherPieces />}
      <div className="button-row button-row--center">
        <Link to={paths.jewellery.href()} className="button button--primary">
          {t('catalogue.title')}
        </Link>
        {missing && (
          <Link to={paths.contact.href()} className="button button--ghost">
            {t('catalogue.gone.ask')}
          </Link>
        )}
      </div>
      {missing && <p className="error-details">{t('catalogue.fetchFailed')}</p>}
    </Notice>
  );
}

function OtherPieces() {
  const { t, i18n } = useTranslation();
  const { data } = useQuery(ProductListDocument, { variables: OTHER_PIECES });
  const pieces = data?.products.products ?? [];
  return (
    <>
      <p>{t('catalogue.gone.text')}</p>
      {pieces.length > 0 && (
        <ul className="other-pieces" aria-label={t('catalogue.gone.others')}>
          {pieces.map((piece) => (
            <li key={piece.id}>
              <Link to={paths.product.href(piece.id)}>
                <span lang={fallbackLang(piece.nameLang, i18n.language)}>{piece.name}</span> ·{' '}
                {formatPrice(piece.price, i18n.language)}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
