/**
 * Dates written as Intl.DateTimeFormat writes them in pl-PL and en-GB for Europe/Warsaw (dates.test.ts
 * holds the two to the same output), without Intl: a page's first Intl object loads the browser's
 * locale data, a long task on Lighthouse's simulated phone (longer with the time zone), inside the
 * hydration of a page with dates (a product's comments, the blog): one long task, where the rest of the
 * hydration works in short slices. The shop writes day, month and year in two languages (as
 * features/catalogue/format.ts writes its numbers).
 */
const MONTHS = {
  pl: [
    'stycznia',
    'lutego',
    'marca',
    'kwietnia',
    'maja',
    'czerwca',
    'lipca',
    'sierpnia',
    'września',
    'października',
    'listopada',
    'grudnia',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** 01:00 UTC on the last Sunday of a month (0-11) of a year: when the EU's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY;
}

/**
 * Warsaw's offset from UTC at an instant, in ms: summer time (UTC+2) from the last Sunday of March to
 * the last Sunday of October, both at 01:00 UTC (the EU's rule since 1996), UTC+1 otherwise.
 */
function warsawOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  return time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9) ? 2 * HOUR : HOUR;
}

/** A date as the visitor's language writes it ("25 November 2026", "25 listopada 2026"), the same on the server and in the browser. */
export function formatDate(iso: string, language: string): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) throw new RangeError(`Invalid date: ${iso}`);
  const warsaw = new Date(time + warsawOffset(time));
  const month = (language === 'en' ? MONTHS.en : MONTHS.pl)[warsaw.getUTCMonth()];
  return `${warsaw.getUTCDate()} ${month} ${warsaw.getUTCFullYear()}`;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** A time as the visitor's language writes it, in the shop's time (Warsaw): "1 December 2026, 09:00". */
export function formatDateTime(iso: string, language: string): string {
  const time = Date.parse(iso);
  const warsaw = new Date(time + warsawOffset(time));
  return `${formatDate(iso, language)}, ${pad(warsaw.getUTCHours())}:${pad(warsaw.getUTCMinutes())}`;
}

/** A stored time as a datetime-local field shows it, in the shop's time (Warsaw): "2026-12-01T09:00"; '' for none. */
export function toWarsawInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  const warsaw = new Date(time + warsawOffset(time));
  return `${warsaw.getUTCFullYear()}-${pad(warsaw.getUTCMonth() + 1)}-${pad(warsaw.getUTCDate())}T${pad(warsaw.getUTCHours())}:${pad(warsaw.getUTCMinutes())}`;
}

/** A datetime-local field's value, read as the shop's time (Warsaw), as an ISO time; null when empty or unreadable. */
export function fromWarsawInput(value: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year, month, day, hours, minutes] = match.slice(1).map(Number);
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  // Warsaw's offset at that wall time: read once at the guess, then again at the instant it gives.
  const guess = asUtc - warsawOffset(asUtc);
  return new Date(asUtc - warsawOffset(guess)).toISOString();
}

/** Whether a publish time is still to come (a piece or post given it is not public yet). */
export function stillToCome(iso: string | null | undefined): boolean {
  return Boolean(iso) && Date.parse(iso!) > Date.now();
}
