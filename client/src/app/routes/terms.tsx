import type { RouteHandle } from '../head';

export { TermsPage as Component } from '../../features/pages/components/terms-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('terms.title'), description: t('meta.terms') }),
};
