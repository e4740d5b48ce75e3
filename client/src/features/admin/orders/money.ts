/**
 * Money in the maker's screens: the server counts integer grosze (36499 is 364,99 zł), the screens write
 * złoty with two decimals in the interface's language and read what the maker types back into grosze.
 */
const NBSP = '\u00a0';

/** Grosze as złoty: "1 364,99 zł" in Polish, "PLN 1,364.99" in English. */
export function formatGrosze(grosze: number, language: string): string {
  const sign = grosze < 0 ? '-' : '';
  const abs = Math.abs(Math.round(grosze));
  const whole = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+$)/g, language === 'en' ? ',' : NBSP);
  const amount = `${sign}${whole}${language === 'en' ? '.' : ','}${String(abs % 100).padStart(2, '0')}`;
  return language === 'en' ? `PLN${NBSP}${amount}` : `${amount}${NBSP}zł`;
}

/** Grosze as a price field shows them to edit: "364,99" in Polish, "364.99" in English, "15" whole. */
export function groszeToField(grosze: number, language: string): string {
  if (grosze % 100 === 0) return String(grosze / 100);
  const fixed = (grosze / 100).toFixed(2);
  return language === 'en' ? fixed : fixed.replace('.', ',');
}

/**
 * A price as the maker types it, in either language ("450", "450,50", "1 250.5", "14,99 zł", "PLN 99"),
 * in grosze; undefined when it cannot be read (the form refuses it at the field, never reads it as 0).
 */
export function parseZloty(text: string): number | undefined {
  const bare = text
    .trim()
    .replace(/^(?:pln|zł|zl)\.?\s*|\s*(?:pln|zł|zl)\.?$/giu, '')
    .replace(/(?<=\d)[\s\u00a0\u202f](?=\d{3}(?:\D|$))/gu, '');
  const match = /^(\d{1,8})(?:[.,](\d{1,2}))?$/.exec(bare);
  if (!match) return undefined;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}
