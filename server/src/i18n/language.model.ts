import { registerEnumType } from '@nestjs/graphql';

/** The shop's two languages, as GraphQL names them: what a fallback text is written in. */
export enum LanguageValue {
  pl = 'pl',
  en = 'en',
}
registerEnumType(LanguageValue, {
  name: 'Language',
  description:
    'A language the maker writes in: a text shown in the other language than asked carries it, so a page marks it with `lang`',
  valuesMap: {
    pl: { description: 'Polish, the default when a request names no language' },
    en: { description: 'English' },
  },
});
