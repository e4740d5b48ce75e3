import type { RouteHandle } from '../head';

export { FavouritesPage as Component } from '../../features/catalogue/components/favourites-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('catalogue.favouritesTitle'), noindex: true }),
};
