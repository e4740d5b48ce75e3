import type { RouteHandle } from '../head';

export { ConfirmEmailPage as Component } from '../../features/account/components/confirm-email-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({
    title: t('meta.confirmEmailPageTitle'),
    description: t('meta.confirmEmailPageTitle'),
    noindex: true,
  }),
};
