import { describe, expect, it } from 'vitest';
import { formatPrice, formatRating, ratingBand } from './format';

describe('catalogue formats', () => {
  it('writes prices in złoty as each language does, thousands grouped', () => {
    expect(formatPrice(1250, 'pl').replace(/\s/g, ' ')).toBe('1 250 zł');
    expect(formatPrice(340, 'pl').replace(/\s/g, ' ')).toBe('340 zł');
    expect(formatPrice(1250, 'en').replace(/\s/g, ' ')).toBe('PLN 1,250');
    expect(formatPrice(99.5, 'pl').replace(/\s/g, ' ')).toBe('99,50 zł');
  });

  it('writes exactly what Intl writes in pl-PL and en-GB (non-breaking spaces, rounding and all)', () => {
    const prices = [0, 5, 90, 340, 999, 1000, 1250, 12500.5, 99.99, 99.995, 0.125, 1000000, 123456789.5];
    const ratings = [0, 1, 2.5, 3.05, 3.15, 3.25, 3.6666666666666665, 4, 4.95, 4.999, 5];
    // Random ones too: amounts up to 10 million with and without grosze, averages of up to 200 ratings.
    for (let i = 0; i < 500; i++)
      prices.push(Math.floor(Math.random() * 1e7), Math.floor(Math.random() * 1e9) / 100);
    for (let i = 0; i < 500; i++) {
      const count = 1 + Math.floor(Math.random() * 200);
      ratings.push(
        Array.from({ length: count }, () => 1 + Math.floor(Math.random() * 5)).reduce((a, b) => a + b) /
          count,
      );
    }
    for (const [language, locale] of [
      ['pl', 'pl-PL'],
      ['en', 'en-GB'],
    ]) {
      for (const price of prices) {
        const whole = Number.isInteger(price);
        const intl = new Intl.NumberFormat(locale, {
          style: 'currency',
          currency: 'PLN',
          useGrouping: 'always',
          minimumFractionDigits: whole ? 0 : 2,
          maximumFractionDigits: 2,
        });
        expect(formatPrice(price, language), `${price}`).toBe(intl.format(price));
      }
      for (const rating of ratings) {
        expect(formatRating(rating, language), `${rating}`).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(rating),
        );
      }
    }
  });

  it('puts ratings in spec §4 bands and shows one decimal', () => {
    expect([0, 1, 2.5, 2.6, 4, 4.9, 4.95, 5].map(ratingBand)).toEqual([
      'none',
      'low',
      'low',
      'mid',
      'high',
      'high',
      'top',
      'top',
    ]);
    expect(formatRating(3.67, 'pl')).toBe('3,7');
    expect(formatRating(3.67, 'en')).toBe('3.7');
  });
});
