import { referrerSite } from './referrer-site';

describe('referrerSite', () => {
  it('buckets the sites the buyers come from by host, subdomains included', () => {
    expect(referrerSite('https://l.instagram.com/?u=https%3A%2F%2Fshop', 'shop.test')).toBe('instagram.com');
    expect(referrerSite('https://www.instagram.com/', 'shop.test')).toBe('instagram.com');
    expect(referrerSite('https://m.facebook.com/story.php?id=1', 'shop.test')).toBe('facebook.com');
    expect(referrerSite('https://lm.facebook.com/l.php?u=x', 'shop.test')).toBe('facebook.com');
    expect(referrerSite('https://pl.pinterest.com/pin/123/', 'shop.test')).toBe('pinterest.com');
    expect(referrerSite('https://www.pinterest.co.uk/', 'shop.test')).toBe('pinterest.com');
    expect(referrerSite('https://www.google.pl/', 'shop.test')).toBe('google');
    expect(referrerSite('https://www.google.co.uk/search?q=soutache', 'shop.test')).toBe('google');
    expect(referrerSite('android-app://com.google.android.gm/', 'shop.test')).toBe('google');
  });

  it('says direct without a referrer, other for any other site or an unreadable one, and nothing for the shop itself', () => {
    expect(referrerSite(undefined, 'shop.test')).toBe('direct');
    expect(referrerSite('', 'shop.test')).toBe('direct');
    expect(referrerSite('https://blog.example/post', 'shop.test')).toBe('other');
    expect(referrerSite('https://notinstagram.com/', 'shop.test')).toBe('other');
    expect(referrerSite('https://google.evil.example/', 'shop.test')).toBe('other');
    expect(referrerSite('not an address', 'shop.test')).toBe('other');
    expect(referrerSite('https://shop.test/jewellery', 'shop.test:3000')).toBeNull();
    expect(referrerSite('https://SHOP.test:443/', 'shop.test')).toBeNull();
    expect(referrerSite('https://someone@www.instagram.com:443/x', 'shop.test')).toBe('instagram.com');
    expect(referrerSite('https://instagram.com.evil.example/', 'shop.test')).toBe('other');
  });
});
