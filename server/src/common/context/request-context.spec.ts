import { acceptedLanguage, negotiateLanguage, type LanguageSources } from '../../i18n/locale';

describe('language from Accept-Language', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['en', 'en'],
    ['en-GB,en;q=0.9', 'en'],
    ['pl-PL', 'pl'],
    ['de-DE,de;q=0.9', undefined],
    ['de,en;q=0.5', 'en'],
    ['en;q=0.3,pl;q=0.8', 'pl'],
    ['en;q=0,de', undefined],
    ['english', undefined],
  ])('reads %p as %p', (header, language) => {
    expect(acceptedLanguage(header)).toBe(language);
  });
});

describe("a request's language, negotiated once", () => {
  const req = (
    lang: string | undefined,
    cookie: string | undefined,
    acceptLanguage: string | undefined,
  ): LanguageSources => ({
    query: lang === undefined ? {} : { lang },
    headers: { cookie, 'accept-language': acceptLanguage },
  });

  it.each([
    // ?lang=, then the cookie, then Polish; never Accept-Language, whatever it says.
    ['page', req('en', 'lang=pl', 'pl'), 'en'],
    ['page', req('pl', 'lang=en', 'en'), 'pl'],
    ['page', req(undefined, 'lang=en', 'pl'), 'en'],
    ['page', req(undefined, 'lang=pl', 'en'), 'pl'],
    ['page', req(undefined, undefined, 'en'), 'pl'],
    ['page', req('de', 'lang=xx', 'en'), 'pl'],
    // ?lang= only.
    ['address', req('en', undefined, undefined), 'en'],
    ['address', req(undefined, 'lang=en', 'en'), 'pl'],
    // Accept-Language only: neither ?lang= nor the cookie outranks what the client sends.
    ['api', req(undefined, undefined, 'en-GB,en;q=0.9'), 'en'],
    ['api', req('pl', 'lang=pl', 'en'), 'en'],
    ['api', req('en', 'lang=en', undefined), 'pl'],
    ['api', req(undefined, undefined, 'de'), 'pl'],
  ] as const)('a %s request %p is answered in %p', (kind, sources, language) => {
    expect(negotiateLanguage(sources, kind)).toBe(language);
  });
});
