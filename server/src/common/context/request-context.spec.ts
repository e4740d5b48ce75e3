import { localeFrom } from '../../i18n/locale';

describe('locale from Accept-Language', () => {
  it.each([
    [undefined, 'pl'],
    ['', 'pl'],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['pl-PL', 'pl'],
    ['de-DE,de;q=0.9', 'pl'],
    ['de,en;q=0.5', 'en'],
    ['en;q=0.3,pl;q=0.8', 'pl'],
    ['en;q=0,de', 'pl'],
    ['english', 'pl'],
  ])('reads %p as %p', (header, locale) => {
    expect(localeFrom(header)).toBe(locale);
  });
});
