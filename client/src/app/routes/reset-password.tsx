import type { RouteHandle } from '../head';

export { ResetPasswordPage as Component } from '../../features/auth/components/reset-password-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('auth.resetTitle'), description: t('auth.resetTitle'), noindex: true }),
};
