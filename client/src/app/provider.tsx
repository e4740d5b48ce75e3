import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionProvider } from '../lib/session';

/** The providers every page renders in, on the server (per request) and in the browser (once). */
export function AppProvider({
  client,
  i18n,
  children,
}: {
  client: ApolloClient;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>{children}</SessionProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
