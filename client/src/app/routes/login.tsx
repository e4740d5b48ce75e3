import type { RouteHandle } from '../head';

import { LoginPage } from '../../features/auth/components/login-page';
import { withPageTexts } from '../page-texts';

export const Component = withPageTexts(LoginPage);

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('auth.loginTitle'), description: t('meta.login') }) };
