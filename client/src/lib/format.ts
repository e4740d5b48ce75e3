/**
 * Prices and ratings written as Intl.NumberFormat writes them in pl-PL and en-GB (format.test.ts holds
 * the two to the same output), without Intl: a page's first number format loads the locale's number
 * data, a long task on a phone (docs/performance.md), inside the catalogue
 * pages' hydration. The shop has two languages and non-negative amounts, which this covers.
 */
const NBSP = '\u00a0';

/** A non-negative number with `fractionDigits` decimals ("1 250,50" or "1,250.50"), thousands grouped. */
function writeNumber(value: number, language: string, fractionDigits: number): string {
  // Rounded half up on the number as written ("3.05" → "3.1"), as Intl does; toFixed alone rounds the
  // binary value (3.0499…) and writes "3.0".
  const shortest = String(value);
  const rounded = shortest.includes('e')
    ? value
    : Number(`${Math.round(Number(`${shortest}e${fractionDigits}`))}e-${fractionDigits}`);
  const [whole, fraction] = rounded.toFixed(fractionDigits).split('.');
  // Polish groups four-digit numbers too (Intl's useGrouping: 'always'), with a non-breaking space.
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, language === 'en' ? ',' : NBSP);
  return fraction ? `${grouped}${language === 'en' ? '.' : ','}${fraction}` : grouped;
}

/** A price in złoty in the visitor's language: "1 250 zł" in Polish, "PLN 1,250" in English; grosze when there are any. */
export function formatPrice(price: number, language: string): string {
  const amount = writeNumber(price, language, Number.isInteger(price) ? 0 : 2);
  return language === 'en' ? `PLN${NBSP}${amount}` : `${amount}${NBSP}zł`;
}

/** An average rating with at most one decimal: "4,5" in Polish, "4.5" in English, "4" for 4.0. */
export const formatRating = (rate: number, language: string) =>
  writeNumber(rate, language, 1).replace(/[.,]0$/, '');

/** Spec §4's colour bands of an average rating. */
export function ratingBand(rate: number): 'none' | 'top' | 'high' | 'mid' | 'low' {
  if (rate === 0) return 'none';
  if (rate > 4.9) return 'top';
  if (rate >= 4) return 'high';
  if (rate > 2.5) return 'mid';
  return 'low';
}
