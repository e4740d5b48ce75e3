import type { RouteHandle } from '../head';

export { RegisterPage as Component } from '../../features/auth/components/register-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('auth.registerTitle'), description: t('meta.register') }),
};
