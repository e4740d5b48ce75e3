import { Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { PageLoading } from '../../../components/ui/page-loading';
import { usePrivacyTexts } from '../use-legal-texts';
import { LegalDocument } from './legal-document';

function Privacy() {
  usePrivacyTexts();
  const { t } = useTranslation();
  return (
    <LegalDocument
      prefix="privacy"
      count={8}
      footnote={
        <aside className="legal__footnote" id="profiling-note" aria-label={t('privacy.footnoteLabel')}>
          <p>
            <sup aria-hidden="true">*</sup> {t('privacy.footnote')}
          </p>
        </aside>
      }
    />
  );
}

export function PrivacyPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Privacy />
    </Suspense>
  );
}
