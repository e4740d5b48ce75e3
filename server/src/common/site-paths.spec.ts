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
});
