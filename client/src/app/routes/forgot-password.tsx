import type { RouteHandle } from '../head';

import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page';
import { withPageTexts } from '../page-texts';

export const Component = withPageTexts(ForgotPasswordPage);

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('auth.forgotTitle'), description: t('meta.forgotPassword'), noindex: true }) };
