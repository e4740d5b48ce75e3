import type { RouteHandle } from '../head';

export { AccountPage as Component } from '../../features/account/components/account-page';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('nav.account'), description: t('nav.account'), noindex: true }) };
