import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { MeDocument } from '../../gql/graphql';
import { errorCode } from '../apollo';
import { readStorage, TOKEN_KEY, writeStorage } from '../storage';
import { confirmLeavingUnsaved } from '../unsaved-changes';
import { useHydrated } from '../use-hydrated';
import { SessionContext, type Session, type SessionUser } from './session-context';

interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** Set once the stored token has been checked (successfully or not). */
  checked: boolean;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  // Without a stored token there is nothing to check: the visitor is simply logged out.
  const [state, setState] = useState<SessionState>(() => {
    const token = readStorage(TOKEN_KEY);
    return { token, user: null, checked: !token };
  });
  const request = useRef(0);
  // The server renders what an anonymous visitor sees, still checking: the first client render must match
  // it, so the stored token counts only once hydrated and personal parts fill in after.
  const hydrated = useHydrated();

  /** Loads the user behind the token (spec §4); a stale or revoked token is forgotten. */
  const loadUser = useCallback(
    (token: string) => {
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
          if (errorCode(error) === 'UNAUTHENTICATED') {
            writeStorage(TOKEN_KEY, null);
            setState({ token: null, user: null, checked: true });
          } else {
            setState((previous) => ({ ...previous, checked: true }));
          }
        });
    },
    [client],
  );

  const refresh = useCallback(() => {
    const token = readStorage(TOKEN_KEY);
    if (token) loadUser(token);
    else setState({ token: null, user: null, checked: true });
  }, [loadUser]);

  const signIn = useCallback((token: string, user: SessionUser) => {
    writeStorage(TOKEN_KEY, token);
    request.current++;
    setState({ token, user, checked: true });
  }, []);

  // Unsaved changes on the page ask first; "Stay" keeps the session and the draft.
  const logout = useCallback(() => {
    if (!confirmLeavingUnsaved()) return;
    writeStorage(TOKEN_KEY, null);
    setState({ token: null, user: null, checked: true });
    window.location.reload();
  }, []);

  useEffect(() => {
    const token = readStorage(TOKEN_KEY);
    if (token) loadUser(token);
  }, [loadUser]);

  const value = useMemo<Session>(
    () => ({
      userName: state.user?.name ?? '',
      userEmail: state.user?.email ?? '',
      userId: state.user?.id ?? null,
      isAdmin: state.user?.isAdmin ?? false,
      token: hydrated ? state.token : null,
      isLoggedIn: Boolean(state.user?.name),
      isLoading: !hydrated || (Boolean(state.token) && !state.checked),
      signIn,
      refresh,
      logout,
    }),
    [state, hydrated, signIn, refresh, logout],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
