import { cleanText, emailProblems, normaliseEmail, textProblems } from './text-rules';

const name = { maxLength: 100 };
const comment = { maxLength: 2000, multiline: true };

describe('text rules shared by names, comments and publications', () => {
  it('normalises to NFC and trims', () => {
    expect(cleanText('  Zofia Żak\u0301 ')).toBe('Zofia Żaḱ');
    expect(cleanText('Ame\u0301lie')).toBe('Amélie');
    expect(cleanText('a\r\nb\rc', true)).toBe('a\nb\nc');
  });

  it('accepts ordinary names in any script, emoji sequences included', () => {
    for (const ok of [
      'Anna Kowalska',
      'Łucja Ćwik-Nowak',
      'Ольга',
      'محمد',
      '李小龍',
      "O'Brien",
      'Ola 👩‍👩‍👧',
      'Ana 👍🏽',
    ]) {
      expect(textProblems(ok, name)).toEqual([]);
    }
  });

  it.each([
    ['a zero-width space alone', '\u200B', ['REQUIRED', 'INVALID_CHARACTERS']],
    ['a Hangul filler alone (invisible, not a format character)', '\u3164', ['REQUIRED']],
    ['a right-to-left override', '\u202Enimda omed', ['INVALID_CHARACTERS']],
    ['a zero-width space inside', 'Demo\u200BAdmin', ['INVALID_CHARACTERS']],
    ['a zero-width joiner outside an emoji', 'Demo\u200DAdmin', ['INVALID_CHARACTERS']],
    ['escape', 'Demo \u001b[31mAdmin', ['INVALID_CHARACTERS']],
    ['BEL', 'Demo\u0007Admin', ['INVALID_CHARACTERS']],
    ['CR', 'Demo\rAdmin', ['INVALID_CHARACTERS']],
    ['LF', 'Demo\nAdmin', ['INVALID_CHARACTERS']],
    ['a NUL byte', 'Demo\u0000', ['INVALID_CHARACTERS']],
    ['a line separator', 'Demo\u2028Admin', ['INVALID_CHARACTERS']],
    ['a byte order mark', '\uFEFFDemo', ['INVALID_CHARACTERS']],
    ['spaces only', '   ', ['REQUIRED']],
  ])('refuses a name with %s', (_case, value, problems) => {
    expect(textProblems(value, name)).toEqual(problems);
  });

  it('counts length in code points', () => {
    expect(textProblems('🐢'.repeat(100), name)).toEqual([]);
    expect(textProblems('🐢'.repeat(101), name)).toEqual(['TOO_LONG']);
  });

  it('allows line feeds and tabs in multi-line text, never other controls', () => {
    expect(textProblems('first line\n\tsecond line', comment)).toEqual([]);
    expect(textProblems('bell\u0007', comment)).toEqual(['INVALID_CHARACTERS']);
    expect(textProblems('\u202Ereversed', comment)).toEqual(['INVALID_CHARACTERS']);
  });
});

describe('e-mail rules: ASCII local part, Unicode domains stored as punycode', () => {
  const check = (raw: string) => emailProblems(normaliseEmail(raw));

  it('trims and lower-cases', () => {
    expect(normaliseEmail('  Anna@Example.COM ')).toBe('anna@example.com');
  });

  it('stores a Unicode domain in its ASCII form, so a look-alike domain shows as xn--', () => {
    expect(normaliseEmail('ola@Łódź.pl')).toBe('ola@xn--d-uga0v4h.pl');
    expect(normaliseEmail('admin@sоutache.example')).toBe('admin@xn--sutache-9ig.example');
    expect(check('ola@łódź.pl')).toEqual([]);
  });

  it.each([
    ['a Cyrillic а in the local part', 'аdmin@soutache.example'],
    ['a zero-width space after the address', 'admin@soutache.example\u200B'],
    ['a zero-width space in the domain', 'admin@sou\u200Btache.example'],
    ['a right-to-left override', 'admin\u202E@soutache.example'],
    ['escape', 'admin\u001b@soutache.example'],
    ['BEL', 'admin\u0007@soutache.example'],
    ['CR', 'admin@soutache.example\r'.concat('x')],
    ['LF', 'admin\n@soutache.example'],
    ['no dot after the at sign', 'admin@soutache'],
    ['a space', 'ad min@soutache.example'],
  ])('refuses an e-mail with %s', (_case, raw) => {
    expect(check(raw)).toEqual(['EMAIL_INVALID']);
  });

  it('refuses an empty e-mail and one over 254 characters', () => {
    expect(check('  ')).toEqual(['REQUIRED']);
    expect(check(`${'a'.repeat(64)}@${'b'.repeat(187)}.pl`)).toEqual(['TOO_LONG']);
  });
});
