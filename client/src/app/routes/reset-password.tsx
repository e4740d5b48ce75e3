import type { RouteHandle } from '../head';

import { ResetPasswordPage } from '../../features/auth/components/reset-password-page';
import { withPageTexts } from '../page-texts';

export const Component = withPageTexts(ResetPasswordPage);

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('auth.resetTitle'), description: t('meta.resetPassword'), noindex: true }) };
