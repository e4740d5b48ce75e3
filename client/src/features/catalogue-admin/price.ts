/**
 * Prices as people write them in the admin form, in either language: "1 250 zł", "1 250", "349,50",
 * "1.250,00", "1,250.00", "PLN 99". Spaces (ordinary, non-breaking, narrow) group thousands; a comma or a
 * dot is the decimal mark when one or two digits follow it, and groups thousands when three do (a price
 * has at most two decimals, so "1.250" and "1,250" are both 1250). What cannot be read is `undefined`,
 * never 0: the form refuses it at the field.
 */
const SPACES = /[\s\u00a0\u202f\u2009\u2007]/g;
const CURRENCY = /^(?:pln|zł|zl)\.?\s*|\s*(?:pln|zł|zl)\.?$/giu;

export function parsePrice(text: string): number | undefined {
  const bare = text.trim().replace(CURRENCY, '').trim();
  if (!bare) return undefined;
  // Spaces only between groups of three digits ("1 250", "12 500 000").
  if (SPACES.test(bare) && !/^\d{1,3}(?:[\s\u00a0\u202f\u2009\u2007]\d{3})+(?:[.,]\d{1,2})?$/u.test(bare))
    return undefined;
  const compact = bare.replace(SPACES, '');
  if (!/^[\d.,]+$/.test(compact) || !/^\d/.test(compact)) return undefined;
  let whole = compact;
  let fraction = '';
  const decimal = /[.,](\d{1,2})$/.exec(compact);
  if (decimal) {
    whole = compact.slice(0, decimal.index);
    fraction = decimal[1];
    // The decimal mark is not also a thousands mark ("1,250,50").
    if (whole.includes(compact[decimal.index])) return undefined;
  }
  // What is left groups thousands with one mark, or none.
  if (!/^\d+$/.test(whole) && !/^\d{1,3}(?:([.,])\d{3})(?:\1\d{3})*$/.test(whole)) return undefined;
  const value = Number(`${whole.replace(/[.,]/g, '')}.${fraction || '0'}`);
  return Number.isFinite(value) ? Math.round(value * 100) / 100 : undefined;
}

/** A saved price as the form shows it to edit, in the interface's language: "349,50" in Polish, "349.50" in English, "1250" whole. */
export function writePrice(price: number, language: string): string {
  if (Number.isInteger(price)) return String(price);
  const fixed = price.toFixed(2);
  return language === 'en' ? fixed : fixed.replace('.', ',');
}
