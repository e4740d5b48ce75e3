import { type TextLoaders, useLazyTexts } from '../../lib/use-lazy-texts';

/** The enquiry form's texts come with the form's own chunk (the product page's first script stays small). */
const loaders: TextLoaders = {
  pl: () => import('./locales/enquiry.pl.json'),
  en: () => import('./locales/enquiry.en.json'),
};

export const useEnquiryTexts = () => useLazyTexts('catalogue.enquiry.send', loaders);
