/** A price in złoty in the visitor's language: "1 250 zł" in Polish, "PLN 1,250" in English. */
export function formatPrice(price: number, language: string): string {
  return new Intl.NumberFormat(language === 'en' ? 'en-GB' : 'pl-PL', {
    style: 'currency',
    currency: 'PLN',
    minimumFractionDigits: Number.isInteger(price) ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(price);
}

/** Spec §4's colour bands of an average rating. */
export function ratingBand(rate: number): 'none' | 'top' | 'high' | 'mid' | 'low' {
  if (rate === 0) return 'none';
  if (rate > 4.9) return 'top';
  if (rate >= 4) return 'high';
  if (rate > 2.5) return 'mid';
  return 'low';
}
