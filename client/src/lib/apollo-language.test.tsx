import { useQuery } from '@apollo/client/react';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  AdminUsersDocument,
  CatalogueFiltersDocument,
  SetUserAdminDocument,
  HomeSlideshowDocument,
  type CatalogueFiltersQuery,
  type HomeSlideshowQuery,
} from '../gql/graphql';
import { renderWithApollo, type GraphqlRequest } from '../testing/render-with-apollo';
import { changeCacheLanguage } from './apollo';

// The browser's cache holds the data of the language the app shows, and only that.

const NAMES = { pl: ['Czerwony', 'Kolczyki'], en: ['Red', 'Earrings'] };
const language = (request: GraphqlRequest) => (request.headers.get('accept-language') === 'en' ? 'en' : 'pl');
const filters = (lang: 'pl' | 'en') => ({
  data: {
    colors: [{ __typename: 'Color', id: 1, name: NAMES[lang][0], hex: '#c00' }],
    categories: [{ __typename: 'Category', id: 2, name: NAMES[lang][1] }],
  },
});
const slideshow = {
  randomImages: [
    {
      __typename: 'ProductImage',
      id: 5,
      imageUrl: '/uploads/5.webp',
      altText: 'Czerwone kolczyki',
      width: 800,
      height: 600,
      placeholder: null,
      avifSrcset: '',
      webpSrcset: '',
    },
  ],
} as unknown as HomeSlideshowQuery;

/** What a page shows of the filters, each render noted. */
function Filters({ seen }: { seen: string[] }) {
  const { data } = useQuery(CatalogueFiltersDocument);
  const text = data ? `${data.colors[0]?.name} ${data.categories[0]?.name}` : 'nothing';
  seen.push(text);
  return <p>{text}</p>;
}

/** The admin's list of users, as its page shows each one's flag. */
function Users() {
  const { data } = useQuery(AdminUsersDocument, { variables: { offset: 0, limit: 20 } });
  return (
    <p>
      {data ? data.users.items.map((user) => `${user.name}: ${user.isAdmin ? 'admin' : 'customer'}`) : '…'}
    </p>
  );
}

describe('the cache after a language switch (lib/apollo.ts)', () => {
  it('turns what shows to the new language in one step, and keeps nothing else read in the old one', async () => {
    const seen: string[] = [];
    const { client, i18n, requests } = renderWithApollo(<Filters seen={seen} />, {
      answer: (request) => ({ body: filters(language(request)) }),
    });
    await screen.findByText('Czerwony Kolczyki');
    // Read before in Polish, not on the page now (a page back in the history).
    client.cache.writeQuery({ query: HomeSlideshowDocument, data: slideshow });

    seen.length = 0;
    await act(async () => {
      await i18n.changeLanguage('en');
      await changeCacheLanguage(client);
    });
    await screen.findByText('Red Earrings');
    // Never empty on the way: the components and what they hold stay.
    expect(seen.filter((text) => text === 'nothing')).toEqual([]);
    expect(requests.map((request) => [request.operationName, language(request)])).toEqual([
      ['CatalogueFilters', 'pl'],
      ['CatalogueFilters', 'en'],
    ]);
    expect(client.cache.readQuery({ query: HomeSlideshowDocument })).toBeNull();
    expect(
      (client.cache.readQuery({ query: CatalogueFiltersDocument }) as CatalogueFiltersQuery).colors[0]?.name,
    ).toBe('Red');
  });

  it('asks again in the new language for an answer that was on its way when the language changed', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = () => {};
    const asked = new Promise<void>((resolve) => (sent = resolve));
    const { client, i18n, requests } = renderWithApollo(<p />, {
      answer: async (request) => {
        if (language(request) === 'pl') {
          sent();
          await held;
        }
        return { body: filters(language(request)) };
      },
    });
    const result = client.query({ query: CatalogueFiltersDocument });
    await asked;
    await act(async () => {
      await i18n.changeLanguage('en');
      release();
    });
    expect((await result).data?.colors[0]?.name).toBe('Red');
    expect(requests.map(language)).toEqual(['pl', 'en']);
    expect(
      (client.cache.readQuery({ query: CatalogueFiltersDocument }) as CatalogueFiltersQuery).categories[0]
        ?.name,
    ).toBe('Earrings');
  });

  it('never puts back what a write answered during the switch had changed', async () => {
    let isAdmin = true;
    const user = () => ({ __typename: 'User', id: 7, email: 'ola@example.com', name: 'Ola', isAdmin });
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let sent = () => {};
    const asked = new Promise<void>((resolve) => (sent = resolve));
    let englishReads = 0;
    const { client, i18n, requests } = renderWithApollo(<Users />, {
      answer: async (request) => {
        if (request.operationName === 'SetUserAdmin') {
          isAdmin = request.variables.isAdmin as boolean;
          return { body: { data: { setUserAdmin: user() } } };
        }
        // Read now, answered later: the first English read sees the flag before the write.
        const answer = { data: { users: { __typename: 'UserPage', items: [user()], total: 1 } } };
        if (language(request) === 'en' && ++englishReads === 1) {
          sent();
          await held;
        }
        return { body: answer };
      },
    });
    await screen.findByText('Ola: admin');

    await act(async () => {
      await i18n.changeLanguage('en');
      const switching = changeCacheLanguage(client);
      await asked;
      await client.mutate({ mutation: SetUserAdminDocument, variables: { id: 7, isAdmin: false } });
      release();
      await switching;
    });
    expect(await screen.findByText('Ola: customer')).toBeTruthy();
    expect(requests.map((request) => [request.operationName, language(request)])).toEqual([
      ['AdminUsers', 'pl'],
      ['AdminUsers', 'en'],
      ['SetUserAdmin', 'en'],
      ['AdminUsers', 'en'],
    ]);
  });
});
