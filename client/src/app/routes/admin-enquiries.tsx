import type { RouteHandle } from '../head';

export { EnquiriesPage as Component } from '../../features/admin/enquiries/enquiries-page';

// The view's own title comes with the admin screens' texts; the panel's until they are there.
export const handle: RouteHandle = {
  meta: ({ t }) => ({ title: t(['adminEnquiries.title', 'admin.title']), noindex: true }),
};
