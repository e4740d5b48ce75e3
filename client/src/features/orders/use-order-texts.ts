import { type TextLoaders, useLazyTexts } from '../../lib/use-lazy-texts';

/** Checkout's and an order's texts come with their own chunk: the catalogue's pages do not carry them. */
const loaders: TextLoaders = {
  pl: () => import('./locales/orders.pl.json'),
  en: () => import('./locales/orders.en.json'),
};

export const useOrderTexts = () => useLazyTexts('orders.checkout.title', loaders);
