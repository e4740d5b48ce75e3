import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MeDocument } from '../../gql/graphql';
import { errorCode } from '../apollo';
import { readStorage, TOKEN_KEY, writeStorage } from '../storage';
import { SessionContext, type Session, type SessionUser } from './session-context';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Set once the stored token has been checked (successfully or not). */
  checked: boolean;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const [state, setState] = useState<SessionState>(() => ({ token: readStorage(TOKEN_KEY), user: null, checked: false }));
  const request = useRef(0);

  const refresh = useCallback(() => {
    const token = readStorage(TOKEN_KEY);
    if (!token) {
      setState({ token: null, user: null, checked: true });
      return;
    }
    const id = ++request.current;
    client
      .query({ query: MeDocument, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (id !== request.current || !data) return;
        setState({ token, user: data.me, checked: true });
      })
      .catch((error: unknown) => {
        console.error('Failed to load user info', error);
        if (id !== request.current) return;
        setState((previous) => ({ ...previous, checked: true }));
        if (errorCode(error) === 'UNAUTHENTICATED') {
          // A stale or revoked token: forget it so the visitor is simply logged out.
          writeStorage(TOKEN_KEY, null);
          setState({ token: null, user: null, checked: true });
        }
      });
  }, [client]);

  const signIn = useCallback((token: string, user: SessionUser) => {
    writeStorage(TOKEN_KEY, token);
    request.current++;
    setState({ token, user, checked: true });
  }, []);

  const logout = useCallback(() => {
    writeStorage(TOKEN_KEY, null);
    setState({ token: null, user: null, checked: true });
    window.location.reload();
  }, []);

  useEffect(() => {
    refresh();
  }, [refresh]);

  const value = useMemo<Session>(
    () => ({
      userName: state.user?.name ?? '',
      userId: state.user?.id ?? null,
      isAdmin: state.user?.isAdmin ?? false,
      token: state.token,
      isLoggedIn: Boolean(state.user?.name),
      isLoading: Boolean(state.token) && !state.checked,
      signIn,
      refresh,
      logout,
    }),
    [state, signIn, refresh, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
