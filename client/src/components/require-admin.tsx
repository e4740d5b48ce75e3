import type { ReactNode } from 'react';
import { useTranslation } from '../lib/translation';
import { useSession } from '../lib/session';
import { Notice } from './ui/notice';
import { PageLoading } from './ui/page-loading';

/** Client-side guard for admin forms (spec §6); the server enforces the same rule. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { isAdmin, isLoading } = useSession();
  if (isLoading) return <PageLoading />;
  if (!isAdmin) return <Notice title={t('guard.noPermissionHere')} tone="alert" />;
  return <>{children}</>;
}
