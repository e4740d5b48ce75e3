import { ApolloProvider } from '@apollo/client/react';
import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createApolloClient } from '../lib/apollo';
import { i18n } from '../lib/i18n';
import { SessionProvider } from '../lib/session';

export function AppProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createApolloClient);

  // Localised data (colour and category names, descriptions) is fetched again in the new language.
  useEffect(() => {
    const refetch = () => void client.refetchQueries({ include: 'active' });
    i18n.on('languageChanged', refetch);
    return () => i18n.off('languageChanged', refetch);
  }, [client]);

  return (
    <ApolloProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <SessionProvider>{children}</SessionProvider>
      </I18nextProvider>
    </ApolloProvider>
  );
}
