import type { RouteHandle } from '../head';

export { ProductEditPage as Component } from '../../features/catalogue-admin/components/product-edit-page';

export const handle: RouteHandle = { meta: ({ t }) => ({ title: t('pages.jewelleryEdit'), noindex: true }) };
