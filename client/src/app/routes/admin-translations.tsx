import type { RouteHandle } from '../head';

export { TranslationsPage as Component } from '../../features/translations/components/translations-page';

// The view's own title comes with the admin screens' texts; the panel's until they are there.
export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t(['translations.title', 'admin.title']), noindex: true }),
};
