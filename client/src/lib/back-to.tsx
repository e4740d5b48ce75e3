import { useLocation } from 'react-router';
import { Link } from '../components/ui/link';
import { useTranslation } from './translation';

/** Where the edit screens offer to go back to: the translations list, at the item she opened. */
const BACK_TO = /^\/admin\/translations(#[\w-]+)?$/;

/** The translations list's address (with its item's anchor) when the screen was opened from there, else undefined. */
export function useBackTo(): string | undefined {
  const state = useLocation().state as { backTo?: unknown } | null;
  return typeof state?.backTo === 'string' && BACK_TO.test(state.backTo) ? state.backTo : undefined;
}

/** "Back to translations", to the item she came from, when she came from there; nothing otherwise. */
export function BackToTranslations({ className, onClick }: { className?: string; onClick?: () => void }) {
  const { t } = useTranslation();
  const backTo = useBackTo();
  if (!backTo) return null;
  return (
    <Link to={backTo} className={className} onClick={onClick}>
      {t('translations.back')}
    </Link>
  );
}
