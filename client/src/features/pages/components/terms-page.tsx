import { LegalDocument } from './legal-document';

export function TermsPage() {
  return <LegalDocument prefix="terms" count={5} />;
}
