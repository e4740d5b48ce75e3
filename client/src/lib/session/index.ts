export { SessionContext, anonymousSession, type Session, type SessionUser } from './session-context';
export { SessionProvider } from './session-provider';
export { useSession } from './use-session';
export { useRefreshOnNavigate } from './use-refresh-on-navigate';
export { useAdminReread } from './use-admin-reread';
