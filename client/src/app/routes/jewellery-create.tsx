import type { RouteHandle } from '../head';

export { ProductCreatePage as Component } from '../../features/catalogue-admin/components/product-create-page';

export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t('pages.jewelleryCreate'), noindex: true }),
};
