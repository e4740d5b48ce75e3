/** One formatter per language: making an Intl.DateTimeFormat loads its locale data, far dearer than using one. */
const formats = new Map<string, Intl.DateTimeFormat>();

/** A date as the visitor's language writes it ("25 November 2026", "25 listopada 2026"), the same on the server and in the browser. */
export function formatDate(iso: string, language: string): string {
  const locale = language === 'en' ? 'en-GB' : 'pl-PL';
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' });
    formats.set(locale, format);
  }
  return format.format(new Date(iso));
}
