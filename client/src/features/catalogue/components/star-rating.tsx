import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import {
  MyRatingDocument,
  RateProductDocument,
  RemoveRatingDocument,
  type RateProductMutation,
} from '../../../gql/graphql';
import type { ApolloCache } from '@apollo/client';

const STARS = [1, 2, 3, 4, 5];

/** The new mean goes into the cached product, the caller's rating into their cached rating. */
function updateCache(cache: ApolloCache, status: RateProductMutation['rateProduct']) {
  cache.modify({
    id: cache.identify({ __typename: 'Product', id: status.productId }),
    fields: { averageUserRate: () => status.averageUserRate, ratingCount: () => status.ratingCount },
  });
  cache.writeQuery({
    query: MyRatingDocument,
    variables: { productId: status.productId },
    data: { myRating: { productId: status.productId, rating: status.rating } },
  });
}

/**
 * Five stars with a hover preview for signed-in visitors (spec §2, §4): choosing a star rates, the same
 * star again removes the rating; a failure is logged and the stars stay as they were (spec §8).
 */
export function StarRating({ productId }: { productId: number }) {
  const { t } = useTranslation();
  const { data } = useQuery(MyRatingDocument, { variables: { productId } });
  const [rate] = useMutation(RateProductDocument, {
    update: (cache, { data: result }) => result && updateCache(cache, result.rateProduct),
  });
  const [remove] = useMutation(RemoveRatingDocument, {
    update: (cache, { data: result }) => result && updateCache(cache, result.removeRating),
  });
  const [hover, setHover] = useState(0);
  const current = data?.myRating.rating ?? 0;
  const shown = hover || current;

  const choose = (star: number) => {
    const call =
      star === current
        ? remove({ variables: { productId } })
        : rate({ variables: { productId, rating: star } });
    call.catch((error: unknown) => console.error('Failed to rate the product', error));
  };

  return (
    <div
      className="star-rating"
      role="group"
      aria-label={t('catalogue.yourRating')}
      onMouseLeave={() => setHover(0)}
    >
      <span className="star-rating__label">{t('catalogue.yourRating')}</span>
      {STARS.map((star) => (
        <button
          key={star}
          type="button"
          className={`star-rating__star${star <= shown ? ' star-rating__star--on' : ''}`}
          aria-label={t('catalogue.rateStars', { count: star })}
          aria-pressed={star === current}
          onMouseEnter={() => setHover(star)}
          onFocus={() => setHover(star)}
          onBlur={() => setHover(0)}
          onClick={() => choose(star)}
        >
          ★
        </button>
      ))}
    </div>
  );
}
