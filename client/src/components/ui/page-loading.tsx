import { useTranslation } from '../../lib/translation';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page-loading" role="status">
      <span className="page-loading__dot" aria-hidden="true" />
      <span>{t('common.loading')}</span>
    </div>
  );
}
