import { isReservedName, reservedNameProblems } from './reserved-names';

describe('reserved names', () => {
  it.each([
    'Admin',
    'administrator',
    'Adm1n',
    '4dmin',
    'A.d.m.i.n',
    'Аdmin',
    'Ádmín',
    'Soutache Studio',
    'SOUTACHE',
    'Ѕоutache',
    'Sou tache',
    'Moderatorka',
    'Admin Anna',
    'Ꭺdmin',
    'ᴀdmin',
    'Ꮪoutache Studio',
    'ＡＤＭＩＮ',
  ])('keeps %p for the shop', (name) => expect(isReservedName(name)).toBe(true));

  it.each([
    'Anna',
    'Adam',
    'Badminton',
    'Madmina',
    'Ola Sutasz',
    'Łucja',
    'Zoë',
    'Олена',
    'Małgorzata Wąsik',
  ])('leaves %p to people', (name) => expect(isReservedName(name)).toBe(false));

  it('says nothing of a name the text rules refuse already, so a refusal names one reason', () => {
    expect(reservedNameProblems('Ad\u0007min', 100)).toEqual([]);
    expect(reservedNameProblems('Admin', 100)).toEqual(['NAME_RESERVED']);
  });
});
