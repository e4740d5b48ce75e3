import type { RouteHandle } from '../head';

export { ConfirmEmailPage as Component } from '../../features/account/components/confirm-email-page';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('meta.confirmEmailTitle'), description: t('meta.confirmEmailTitle'), noindex: true }) };
