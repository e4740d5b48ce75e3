import type { Locale } from './locale';

/** The texts the server writes itself (not the client's locales): the blog's feed, in each language. */
export const SERVER_TEXTS: Record<Locale, { feedTitle: string; feedDescription: string }> = {
  pl: {
    feedTitle: 'Soutache Studio · Blog',
    feedDescription: 'Biżuteria sutaszowa szyta ręcznie: nowości i historie z pracowni',
  },
  en: {
    feedTitle: 'Soutache Studio · Blog',
    feedDescription: 'Handmade soutache jewellery: news and stories from the studio',
  },
};
