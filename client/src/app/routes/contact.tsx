import type { RouteHandle } from '../head';

export { ContactPage as Component } from '../../features/pages/components/contact-page';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('contact.title'), description: t('meta.contact') }) };
