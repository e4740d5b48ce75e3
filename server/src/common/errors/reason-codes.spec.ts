import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from '../../config/app-config';
import { REASON_CODES } from './reason-codes';

/** The client's texts: the shop's own, the admin screens' and checkout's (each loaded by its screens only). */
const texts = (language: 'en' | 'pl') =>
  [
    `locales/${language}.json`,
    `locales/admin/${language}.json`,
    `features/orders/locales/orders.${language}.json`,
  ].map(
    (file) =>
      JSON.parse(readFileSync(join(repoRoot(), 'client', 'src', file), 'utf8')) as {
        errors?: Record<string, unknown>;
      },
  );

describe('reason codes: one closed list, each worded in both languages', () => {
  it.each(['en', 'pl'] as const)('every code has a text under errors.* in %s', (language) => {
    const bundles = texts(language);
    const missing = REASON_CODES.filter(
      (code) =>
        !bundles.some((bundle) => typeof bundle.errors?.[code] === 'string' && bundle.errors[code] !== ''),
    );
    expect(missing).toEqual([]);
  });

  it('has no code twice', () => {
    expect(new Set(REASON_CODES).size).toBe(REASON_CODES.length);
  });
});
