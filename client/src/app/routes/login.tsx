import type { RouteHandle } from '../head';

export { LoginPage as Component } from '../../features/auth/components/login-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('auth.loginTitle'), description: t('meta.login') }),
};
