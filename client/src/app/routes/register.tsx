import type { RouteHandle } from '../head';

import { RegisterPage } from '../../features/auth/components/register-page';
import { withPageTexts } from '../page-texts';

export const Component = withPageTexts(RegisterPage);

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('auth.registerTitle'), description: t('meta.register') }) };
