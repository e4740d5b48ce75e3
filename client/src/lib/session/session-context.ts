import { createContext } from 'react';

export interface SessionUser {
  id: number;
  name: string;
  isAdmin: boolean;
  /** The address it signs in with: the account page shows it, the enquiry forms fill it in. */
  email: string;
}

export interface Session {
  userName: string;
  /** '' when logged out. */
  userEmail: string;
  userId: number | null;
  isAdmin: boolean;
  token: string | null;
  /** Logged in means a non-empty user name (spec §4). */
  isLoggedIn: boolean;
  /** True while a stored token waits for its first user info: guards wait instead of refusing. */
  isLoading: boolean;
  /** Stores the token of a fresh login or registration and shows its user at once. */
  signIn: (token: string, user: SessionUser) => void;
  /** Reloads the user info for the stored token (spec §4: on start and on each route change). */
  refresh: () => void;
  /** Removes the token, clears the admin flag and reloads the page. */
  logout: () => void;
}

export const anonymousSession: Session = {
  userName: '',
  userEmail: '',
  userId: null,
  isAdmin: false,
  token: null,
  isLoggedIn: false,
  isLoading: false,
  signIn: () => {},
  refresh: () => {},
  logout: () => {},
};

export const SessionContext = createContext<Session>(anonymousSession);
