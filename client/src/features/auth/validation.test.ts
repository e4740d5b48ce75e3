import { describe, expect, it } from 'vitest';
import { isValidEmail } from './validation';

describe('the e-mail shape the forms accept', () => {
  it.each(['ola@example.pl', 'o.la+shop@sklep.example.com', 'ola@żółw.pl'])(
    'accepts %s, as the server does',
    (email) => {
      expect(isValidEmail(email)).toBe(true);
    },
  );

  it.each(['a@b@c.pl', 'ola@example', 'ola example@x.pl', '@x.pl', 'ola@.pl', 'ola@x.'])(
    'refuses %s, which the server refuses',
    (email) => {
      expect(isValidEmail(email)).toBe(false);
    },
  );
});
