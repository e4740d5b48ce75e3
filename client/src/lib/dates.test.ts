import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, fromWarsawInput, toWarsawInput } from './dates';

/** What the shop wrote with Intl before (and what a visitor's browser writes): the output formatDate must keep. */
const formats = Object.fromEntries(
  (['pl', 'en'] as const).map((language) => [
    language,
    new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'pl-PL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Warsaw',
    }),
  ]),
);
const intl = (iso: string, language: string) => formats[language].format(new Date(iso));

describe('formatDate', () => {
  it('writes day, month and year as Intl does in Polish and English', () => {
    expect(formatDate('2026-11-25T10:00:00.000Z', 'pl')).toBe('25 listopada 2026');
    expect(formatDate('2026-11-25T10:00:00.000Z', 'en')).toBe('25 November 2026');
    expect(formatDate('2026-09-03T08:00:00Z', 'pl')).toBe('3 września 2026');
  });

  it('gives the day in Warsaw: a comment written late in the evening is dated by the visitor’s calendar there', () => {
    // 23:30 UTC is already the next day in Warsaw, in winter (UTC+1) and in summer (UTC+2).
    expect(formatDate('2026-01-31T23:30:00Z', 'pl')).toBe('1 lutego 2026');
    expect(formatDate('2026-07-14T22:30:00Z', 'en')).toBe('15 July 2026');
    expect(formatDate('2026-07-14T21:30:00Z', 'en')).toBe('14 July 2026');
  });

  it('agrees with Intl every few hours over years, around every change of the clocks included', () => {
    const mismatches: string[] = [];
    const check = (time: number) => {
      const iso = new Date(time).toISOString();
      for (const language of ['pl', 'en']) {
        if (formatDate(iso, language) !== intl(iso, language))
          mismatches.push(`${iso} ${language}: ${formatDate(iso, language)} / ${intl(iso, language)}`);
      }
    };
    for (let time = Date.UTC(2000, 0, 1); time < Date.UTC(2031, 0, 1); time += 7 * 3_600_000) check(time);
    // Each side of the changes (last Sundays of March and October, 01:00 UTC) and of midnight in Warsaw.
    for (let year = 2000; year <= 2030; year += 1) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, last.getUTCDate() - last.getUTCDay(), 1);
        for (const minutes of [-61, -60, -1, 0, 1, 59, 60, 61, 22 * 60 - 1, 22 * 60, 23 * 60 - 1, 23 * 60])
          check(change + minutes * 60_000);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('refuses what is not a date rather than writing NaN', () => {
    expect(() => formatDate('yesterday', 'pl')).toThrow(RangeError);
  });
});

describe('the shop-time fields of a publish time', () => {
  it('reads and writes Warsaw time, in summer and in winter', () => {
    expect(fromWarsawInput('2026-12-01T09:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(fromWarsawInput('2026-07-01T09:30')).toBe('2026-07-01T07:30:00.000Z');
    expect(fromWarsawInput('')).toBeNull();
    expect(toWarsawInput('2026-12-01T08:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(toWarsawInput(null)).toBe('');
    expect(formatDateTime('2026-12-01T08:00:00.000Z', 'en')).toBe('1 December 2026, 09:00');
    expect(formatDateTime('2026-07-01T07:30:00.000Z', 'pl')).toBe('1 lipca 2026, 09:30');
  });
});
