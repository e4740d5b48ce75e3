import { useQuery } from '@apollo/client/react';
import { fallbackLang, useTranslation } from '../../../lib/translation';
import { isRouteErrorResponse, Link, useParams, useRouteError } from 'react-router';
import { Notice } from '../../../components/ui/notice';
import { ProductDetailDocument } from '../../../gql/graphql';
import { formatPrice } from '../format';
import { useSession } from '../../../lib/session';
import { AskAboutPiece } from './ask-about-piece';
import { FavouriteHeart } from './favourite-heart';
import { Gallery } from './gallery';
import { RatingBadge } from './rating-badge';
import { StarRating } from './star-rating';
import './catalogue.css';

/** Spec §2's product detail (/jewellery/{id}); the route's loader has put the product in the cache. */
export function ProductDetailPage() {
  const { t, i18n } = useTranslation();
  const id = Number(useParams().id);
  const { data } = useQuery(ProductDetailDocument, { variables: { id } });
  const { isLoggedIn, isAdmin } = useSession();
  const product = data?.product;
  if (!product) return null;
  const list = (items: { name: string }[]) => (items.length ? items.map((item) => item.name).join(', ') : t('catalogue.none'));

  return (
    <article className="product" aria-labelledby="product-title">
      <div className="product__gallery">
        <Gallery images={product.images} name={product.name} />
      </div>
      <div className="product__body">
        <p className="eyebrow">
          <Link to="/jewellery">{t('catalogue.title')}</Link>
        </p>
        {product.draft && (
          <p className="draft-mark">
            {t('drafts.onlyYou')}
          </p>
        )}
        <div className="product__title-row">
          <h1 id="product-title" className="page-title" lang={fallbackLang(product.nameLang, i18n.language)}>
            {product.name}
          </h1>
          {isLoggedIn && <FavouriteHeart productId={product.id} name={product.name} />}
        </div>
        <p className="product__price">
          {formatPrice(product.price, i18n.language)}
          <span className={`availability availability--${product.availability.toLowerCase()}`}>{t(`catalogue.availability.${product.availability}`)}</span>
        </p>
        <div className="product__rating">
          <span>{t('catalogue.averageRating')}</span> <RatingBadge rate={product.averageUserRate} />
        </div>
        {/* Personal: filled in after hydration, in a row kept the same height for everyone (no layout shift). */}
        <div className="product__my-rating">{isLoggedIn && <StarRating productId={product.id} />}</div>
        <AskAboutPiece id={product.id} name={product.name} availability={product.availability} />
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
            <Link to={`/jewellery/${product.id}/edit`} className="button button--ghost">
              {t('catalogue.edit')}
            </Link>
          </div>
        )}
      </div>
    </article>
  );
}

/** Spec §8: 'Failed to fetch product' when the shop answered with a refusal, the other message when it could not be reached. */
export function ProductDetailError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const message = isRouteErrorResponse(error) && error.status < 500 ? t('catalogue.fetchFailed') : t('catalogue.fetchError');
  return (
    <Notice title={message} tone="alert">
      <div className="button-row button-row--center">
        <Link to="/jewellery" className="button button--primary">
          {t('catalogue.title')}
        </Link>
      </div>
    </Notice>
  );
}
