import { passwordProblems } from './password-policy';

describe('password policy', () => {
  const owner = { email: 'anna.kowalska@example.com', name: 'Anna Kowalska' };

  it('accepts 6 to 128 characters counted in code points, exactly as typed', () => {
    expect(passwordProblems('Zq7!vb', owner)).toEqual([]);
    expect(passwordProblems('🐢🐇'.repeat(64), owner)).toEqual([]);
    expect(passwordProblems('  spaced out  ', owner)).toEqual([]);
  });

  it('refuses fewer than 6 and more than 128 code points', () => {
    expect(passwordProblems('Zq7!v')).toEqual(['PASSWORD_TOO_SHORT']);
    expect(passwordProblems('🐢🐢🐢')).toEqual(['PASSWORD_TOO_SHORT']);
    expect(passwordProblems('ab'.repeat(64) + 'c')).toEqual(['PASSWORD_TOO_LONG']);
  });

  it('refuses a password of one repeated character: aaaaaa and six spaces', () => {
    expect(passwordProblems('aaaaaa')).toEqual(['PASSWORD_ONE_CHARACTER']);
    expect(passwordProblems('      ')).toEqual(['PASSWORD_ONE_CHARACTER']);
    expect(passwordProblems('🐢'.repeat(8))).toEqual(['PASSWORD_ONE_CHARACTER']);
  });

  it('refuses common passwords in any case, with spaces around them too, without trimming the password', () => {
    expect(passwordProblems('password1')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(passwordProblems('password1 ')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(passwordProblems('  QWERTY123')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(passwordProblems('Soutache-Poznan-2026')).toEqual([]);
  });

  it.each(['abcdef', 'p@ssw0rd1', 'Pa$$w0rd', 'ababab', '98765432'])(
    'refuses %p: zxcvbn guesses it in under a thousand tries',
    (password) => {
      expect(passwordProblems(password, owner)).toEqual(['PASSWORD_TOO_GUESSABLE']);
    },
  );

  it("refuses the shop's name or a piece of it", () => {
    expect(passwordProblems('soutache')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(passwordProblems('Soutache Studio')).toEqual(['PASSWORD_TOO_COMMON']);
    expect(passwordProblems('outache')).toEqual(['PASSWORD_TOO_COMMON']);
  });

  it("refuses the owner's e-mail or name, or a piece of either", () => {
    expect(passwordProblems('anna.kowalska@example.com', owner)).toEqual(['PASSWORD_CONTAINS_EMAIL']);
    expect(passwordProblems('Anna.Kowalska', owner)).toEqual(['PASSWORD_CONTAINS_EMAIL']);
    expect(passwordProblems('Anna Kowalska', owner)).toEqual(['PASSWORD_CONTAINS_NAME']);
    expect(passwordProblems('kowalska', owner)).toEqual([
      'PASSWORD_CONTAINS_EMAIL',
      'PASSWORD_CONTAINS_NAME',
    ]);
    expect(passwordProblems('Kowalska-1987!', owner)).toEqual([]);
  });
});
