/**
 * The site's pages, each with its route pattern (app/routes.tsx) and the address a link or a redirect
 * goes to (bulletproof-react's `paths`): one place for both, so a page's address changes in one line.
 * The server names the same addresses for its sitemap, page cache and mails (server/src/common/site-paths.ts).
 * Links add the page's language themselves (components/ui/link.tsx).
 */
type Id = number | string;

const fixed = (path: string) => ({ path, href: () => path });

export const paths = {
  home: fixed('/'),
  jewellery: fixed('/jewellery'),
  productCreate: fixed('/jewellery/create'),
  product: { path: '/jewellery/:id', href: (id: Id) => `/jewellery/${id}` },
  productEdit: {
    path: '/jewellery/:id/edit',
    href: (id: Id, field?: string) => `/jewellery/${id}/edit${field ? `#${field}` : ''}`,
  },
  bridal: fixed('/bridal'),
  favourites: fixed('/favourites'),
  blog: fixed('/blog'),
  publicationCreate: fixed('/publication/create'),
  publication: { path: '/publication/:id', href: (id: Id) => `/publication/${id}` },
  publicationEdit: {
    path: '/publication/:id/edit',
    href: (id: Id, field?: string) => `/publication/${id}/edit${field ? `#${field}` : ''}`,
  },
  contact: fixed('/contact'),
  login: fixed('/login'),
  register: fixed('/register'),
  forgotPassword: fixed('/forgot-password'),
  resetPassword: fixed('/reset-password'),
  account: fixed('/account'),
  confirmEmail: fixed('/account/confirm-email'),
  admin: fixed('/admin'),
  adminTranslations: {
    path: '/admin/translations',
    href: (item?: string) => `/admin/translations${item ? `#${item}` : ''}`,
  },
  adminEnquiries: fixed('/admin/enquiries'),
  adminInsights: fixed('/admin/insights'),
  adminOrders: fixed('/admin/orders'),
  adminSettings: fixed('/admin/settings'),
  checkout: { path: '/checkout/:id', href: (id: Id) => `/checkout/${id}` },
  order: {
    path: '/orders/:number',
    href: (number: string, token?: string) =>
      `/orders/${number}${token ? `?token=${encodeURIComponent(token)}` : ''}`,
  },
  terms: fixed('/terms'),
  privacy: fixed('/privacy'),
} as const;
