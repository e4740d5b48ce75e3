import type { RouteHandle } from '../head';

export { PublicationCreatePage as Component } from '../../features/blog/components/publication-editor-pages';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('pages.publicationCreate'), noindex: true }),
};
