import { paths } from '../../../client/src/lib/paths';
import { searchIn } from '../../../client/src/lib/search-in';
import { inLanguage, pageAt, sitePaths } from './site-paths';

describe('the site addresses the server writes', () => {
  // Two builds, one rule: what the server mails and lists (inLanguage) is what the client's links write
  // (client/src/lib/language-address.ts), so a mailed link and a copied one are the same address.
  it.each([
    [sitePaths.home, 'pl'],
    [sitePaths.home, 'en'],
    [sitePaths.product(12), 'en'],
    [sitePaths.resetPassword('a b+c'), 'en'],
    [sitePaths.confirmEmail('t'), 'pl'],
  ] as const)('writes %s in %s as the client writes it', (address, language) => {
    const at = address.indexOf('?');
    const [path, search] = at < 0 ? [address, ''] : [address.slice(0, at), address.slice(at)];
    expect(inLanguage(address, language)).toBe(path + searchIn(search, language));
  });

  it('reads back the pages it writes', () => {
    expect(pageAt(sitePaths.product(12))).toEqual({ page: 'product', id: 12 });
    expect(pageAt(sitePaths.publication(3))).toEqual({ page: 'publication', id: 3 });
    expect(pageAt(sitePaths.bridal)).toEqual({ page: 'bridal' });
    expect(pageAt(sitePaths.home)).toEqual({ page: 'home' });
    expect(pageAt(`${sitePaths.product(12)}/edit`)).toEqual({ page: 'other' });
    expect(pageAt('/constructor')).toEqual({ page: 'other' });
  });

  // The client's `paths` are the pages themselves (its routes are built from them); the server's build
  // compiles server/src only, so it keeps its own list, held to the client's here, page by page.
  it('names every page as the client routes it', () => {
    const token = 'a b+c';
    const same: [string, string][] = [
      [sitePaths.home, paths.home.href()],
      [sitePaths.jewellery, paths.jewellery.href()],
      [sitePaths.bridal, paths.bridal.href()],
      [sitePaths.blog, paths.blog.href()],
      [sitePaths.contact, paths.contact.href()],
      [sitePaths.terms, paths.terms.href()],
      [sitePaths.privacy, paths.privacy.href()],
      [sitePaths.forgotPassword, paths.forgotPassword.href()],
      [sitePaths.adminEnquiries, paths.adminEnquiries.href()],
      [sitePaths.adminOrders, paths.adminOrders.href()],
      [sitePaths.product(12), paths.product.href(12)],
      [sitePaths.checkout(5), paths.checkout.href(5)],
      [sitePaths.publication(3), paths.publication.href(3)],
      [
        sitePaths.order('SZ-2026-0042', `token=${encodeURIComponent(token)}`),
        paths.order.href('SZ-2026-0042', token),
      ],
      [sitePaths.resetPassword(token), `${paths.resetPassword.href()}?token=${encodeURIComponent(token)}`],
      [sitePaths.confirmEmail(token), `${paths.confirmEmail.href()}?token=${encodeURIComponent(token)}`],
      [
        sitePaths.confirmAddress(token),
        `${paths.confirmEmail.href()}?kind=address&token=${encodeURIComponent(token)}`,
      ],
    ];
    for (const [server, client] of same) expect(server).toBe(client);
    // Every address the server names is checked above: a new one is added to both lists.
    expect(same).toHaveLength(Object.keys(sitePaths).length);
  });
});
