import { Suspense } from 'react';
import { PageLoading } from '../../../components/ui/page-loading';
import { useTermsTexts } from '../use-legal-texts';
import { LegalDocument } from './legal-document';

function Terms() {
  useTermsTexts();
  return <LegalDocument prefix="terms" count={5} />;
}

export function TermsPage() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Terms />
    </Suspense>
  );
}
