/** A date as the visitor's language writes it ("25 November 2026", "25 listopada 2026"), the same on the server and in the browser. */
export function formatDate(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' }).format(new Date(iso));
}
