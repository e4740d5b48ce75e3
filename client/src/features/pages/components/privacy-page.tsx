import { useTranslation } from 'react-i18next';
import { LegalDocument } from './legal-document';

export function PrivacyPage() {
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
