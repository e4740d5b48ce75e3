export { TermsPage as Component } from '../../features/pages/components/terms-page';
