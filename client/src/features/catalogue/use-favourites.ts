import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useMemo } from 'react';
import { AddFavouriteDocument, FavouriteIdsDocument, RemoveFavouriteDocument } from '../../gql/graphql';
import { useSession } from '../../lib/session';

/**
 * The signed-in visitor's favourites as a set of product ids (one query for every heart on the page),
 * and a toggle whose heart flips when the call succeeds (spec §4); failures are logged only (spec §8).
 */
export function useFavourites() {
  const { isLoggedIn } = useSession();
  const { data } = useQuery(FavouriteIdsDocument, { skip: !isLoggedIn });
  const ids = useMemo(() => new Set(data?.myFavouriteIds), [data]);
  const refetchQueries = ['FavouriteIds', 'MyFavourites'];
  const [add, adding] = useMutation(AddFavouriteDocument, { refetchQueries });
  const [remove, removing] = useMutation(RemoveFavouriteDocument, { refetchQueries });
  const toggle = useCallback(
    (productId: number) => {
      const call = ids.has(productId) ? remove : add;
      call({ variables: { productId } }).catch((error: unknown) =>
        console.error('Failed to update favourite', error),
      );
    },
    [ids, add, remove],
  );
  return {
    isFavourite: (productId: number) => ids.has(productId),
    toggle,
    busy: adding.loading || removing.loading,
  };
}
