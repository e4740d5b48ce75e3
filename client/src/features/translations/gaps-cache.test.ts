import { ApolloClient, ApolloLink } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { TranslationGapsDocument, type TranslationGapsQuery } from '../../gql/translations/graphql';
import { createCache } from '../../lib/apollo';
import { keepGapsApart } from './components/translations-page';

describe('the cache of the translation view', () => {
  it('keeps a product and a post with the same id as two gaps, each with its own title and what it misses', () => {
    const gap = (kind: 'PRODUCT' | 'PUBLICATION', label: string, text: string) => ({
      __typename: 'TranslationGap',
      kind,
      id: 31,
      label,
      labelLang: 'pl',
      missing: [{ __typename: 'MissingText', text, language: 'en', imageId: null, photoNumber: null }],
    });
    const cache = createCache(false);
    keepGapsApart(new ApolloClient({ cache, link: ApolloLink.empty() }));
    const data = {
      translationGaps: {
        __typename: 'TranslationGaps',
        total: 2,
        counts: [],
        items: [gap('PRODUCT', 'Spinka Nocny Motyl', 'NAME'), gap('PUBLICATION', 'Tylko po polsku', 'TITLE')],
      },
    } as unknown as TranslationGapsQuery;
    cache.writeQuery({ query: TranslationGapsDocument, data });
    const read = cache.readQuery({ query: TranslationGapsDocument });
    expect(read?.translationGaps.items.map((item) => [item.kind, item.label, item.missing[0].text])).toEqual([
      ['PRODUCT', 'Spinka Nocny Motyl', 'NAME'],
      ['PUBLICATION', 'Tylko po polsku', 'TITLE'],
    ]);
  });
});
