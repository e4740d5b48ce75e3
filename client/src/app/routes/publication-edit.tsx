import type { RouteHandle } from '../head';

export { PublicationEditPage as Component } from '../../features/blog/components/publication-editor-pages';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('pages.publicationEdit'), noindex: true }),
};
