import { ApolloProvider } from '@apollo/client/react';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { createBrowserApolloClient } from '../lib/apollo';
import { createI18n, type Language } from '../lib/i18n';
import { allBundles } from '../lib/locales';
import { anonymousSession, SessionContext, type Session } from '../lib/session';

interface Options {
  session?: Partial<Session>;
  language?: Language;
  path?: string;
}

/**
 * Renders with a real i18n instance, a memory router, the given session value and the app's Apollo
 * client with no server behind it (components that fetch show their no-data state).
 */
export function renderWithProviders(
  ui: ReactElement,
  { session, language = 'pl', path = '/' }: Options = {},
) {
  const i18n = createI18n(language, allBundles);
  const value: Session = { ...anonymousSession, ...session };
  value.isLoggedIn = Boolean(value.userName);
  const result = render(
    <ApolloProvider client={createBrowserApolloClient(() => language)}>
      <I18nextProvider i18n={i18n}>
        <SessionContext.Provider value={value}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </SessionContext.Provider>
      </I18nextProvider>
    </ApolloProvider>,
  );
  return { ...result, i18n, session: value };
}

export const userSession: Partial<Session> = {
  userName: 'Ola',
  userId: 2,
  isAdmin: false,
  token: 'user-token',
};
export const adminSession: Partial<Session> = {
  userName: 'Ania',
  userId: 1,
  isAdmin: true,
  token: 'admin-token',
};
