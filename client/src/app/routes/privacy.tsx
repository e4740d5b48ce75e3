import type { RouteHandle } from '../head';

export { PrivacyPage as Component } from '../../features/pages/components/privacy-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('privacy.title'), description: t('meta.privacy') }),
};
