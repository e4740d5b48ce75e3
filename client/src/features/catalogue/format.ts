const locale = (language: string) => (language === 'en' ? 'en-GB' : 'pl-PL');

/** Number formats are costly to make: one per language and kind, kept for every card and page after. */
const formats = new Map<string, Intl.NumberFormat>();
function format(key: string, language: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const id = `${key}:${language}`;
  let found = formats.get(id);
  if (!found) {
    found = new Intl.NumberFormat(locale(language), options);
    formats.set(id, found);
  }
  return found;
}

/**
 * A price in złoty in the visitor's language: "1 250 zł" in Polish, "PLN 1,250" in English (what
 * Intl's currency style writes, non-breaking spaces included). The number is Intl's, the currency is
 * placed here: making a currency format loads currency data and took 40-50 ms in Chromium on this
 * machine (four times that on a phone), inside the list page's hydration; a plain number format takes
 * a fraction of a millisecond.
 */
export function formatPrice(price: number, language: string): string {
  // "1 250 zł": Polish groups thousands in four-digit prices too when asked to.
  const whole = Number.isInteger(price);
  const amount = format(whole ? 'price' : 'price-grosze', language, {
    useGrouping: 'always',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
  return language === 'en' ? `PLN\u00a0${amount}` : `${amount}\u00a0zł`;
}

/** An average rating with at most one decimal: "4,5" in Polish, "4.5" in English. */
export const formatRating = (rate: number, language: string) => format('rating', language, { maximumFractionDigits: 1 }).format(rate);

/** Spec §4's colour bands of an average rating. */
export function ratingBand(rate: number): 'none' | 'top' | 'high' | 'mid' | 'low' {
  if (rate === 0) return 'none';
  if (rate > 4.9) return 'top';
  if (rate >= 4) return 'high';
  if (rate > 2.5) return 'mid';
  return 'low';
}
