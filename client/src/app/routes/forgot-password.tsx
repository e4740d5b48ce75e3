import type { RouteHandle } from '../head';

export { ForgotPasswordPage as Component } from '../../features/auth/components/forgot-password-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('auth.forgotTitle'), description: t('auth.forgotTitle'), noindex: true }),
};
