import type { Language } from './locale';

/** The texts the server writes itself (not the client's locales): the blog's feed, a deleted account's name on its comments. */
export const SERVER_TEXTS: Record<
  Language,
  { feedTitle: string; feedDescription: string; deletedAccount: string }
> = {
  pl: {
    feedTitle: 'Soutache Studio · Blog',
    feedDescription: 'Biżuteria sutaszowa szyta ręcznie: nowości i historie z pracowni',
    deletedAccount: 'Konto usunięte',
  },
  en: {
    feedTitle: 'Soutache Studio · Blog',
    feedDescription: 'Handmade soutache jewellery: news and stories from the studio',
    deletedAccount: 'Deleted account',
  },
};
