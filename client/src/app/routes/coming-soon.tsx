import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { ComingSoon } from '../../components/coming-soon';
import { RequireAdmin } from '../../components/require-admin';

/** What a route not yet built declares in its `handle`. */
export interface ComingSoonHandle {
  titleKey: string;
  adminOnly?: boolean;
}

function isComingSoonHandle(handle: unknown): handle is ComingSoonHandle {
  return typeof handle === 'object' && handle !== null && 'titleKey' in handle;
}

export function Component() {
  const { t } = useTranslation();
  const handle = useMatches()
    .map((match) => match.handle)
    .filter(isComingSoonHandle)
    .at(-1);
  const page = <ComingSoon title={t(handle?.titleKey ?? 'comingSoon.eyebrow')} />;
  return handle?.adminOnly ? <RequireAdmin>{page}</RequireAdmin> : page;
}
