import { describe, expect, it } from 'vitest';
import { formatPrice, formatRating, ratingBand } from './format';

describe('catalogue formats', () => {
  it('writes prices in złoty as each language does, thousands grouped', () => {
    expect(formatPrice(1250, 'pl').replace(/\s/g, ' ')).toBe('1 250 zł');
    expect(formatPrice(340, 'pl').replace(/\s/g, ' ')).toBe('340 zł');
    expect(formatPrice(1250, 'en').replace(/\s/g, ' ')).toBe('PLN 1,250');
    expect(formatPrice(99.5, 'pl').replace(/\s/g, ' ')).toBe('99,50 zł');
  });

  it("writes exactly what Intl's currency style writes (non-breaking spaces and all)", () => {
    for (const [language, locale] of [['pl', 'pl-PL'], ['en', 'en-GB']]) {
      for (const price of [0, 90, 340, 1250, 12500.5, 99.99, 1000000]) {
        const whole = Number.isInteger(price);
        const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'PLN', useGrouping: 'always', minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 });
        expect(formatPrice(price, language)).toBe(intl.format(price));
      }
    }
  });

  it('puts ratings in spec §4 bands and shows one decimal', () => {
    expect([0, 1, 2.5, 2.6, 4, 4.9, 4.95, 5].map(ratingBand)).toEqual(['none', 'low', 'low', 'mid', 'high', 'high', 'top', 'top']);
    expect(formatRating(3.67, 'pl')).toBe('3,7');
    expect(formatRating(3.67, 'en')).toBe('3.7');
  });
});
