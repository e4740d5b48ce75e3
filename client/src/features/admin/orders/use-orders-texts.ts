import { type TextLoaders, useLazyTexts } from '../../../lib/use-lazy-texts';

/** The orders' and selling settings' texts come with their own chunk: only the maker reads them. */
const loaders: TextLoaders = {
  pl: () => import('./locales/orders.pl.json'),
  en: () => import('./locales/orders.en.json'),
};

export const useOrdersTexts = () => useLazyTexts('adminOrders.act.paid', loaders);
