import { passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts 6 to 128 characters counted in code points, exactly as typed', () => {
    expect(passwordProblems('Zq7!vb')).toEqual([]);
    expect(passwordProblems('🐢'.repeat(128))).toEqual([]);
    expect(passwordProblems('  spaced out  ')).toEqual([]);
  });

  it('refuses fewer than 6 characters with the spec minimum in the message', () => {
    expect(passwordProblems('Zq7!v')).toEqual(['Password must be at least 6 characters']);
    expect(passwordProblems('🐢🐢🐢')).toEqual(['Password must be at least 6 characters']);
  });

  it('refuses more than 128 characters', () => {
    expect(passwordProblems('a'.repeat(129))).toEqual(['Password must be at most 128 characters']);
  });

  it('refuses common passwords in any case', () => {
    expect(passwordProblems('password1')).toEqual(['This password is too common']);
    expect(passwordProblems('QWERTY123')).toEqual(['This password is too common']);
    expect(passwordProblems('Soutache-Poznan-2026')).toEqual([]);
  });
});
