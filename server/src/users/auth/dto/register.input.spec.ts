import { AppError } from '../../../common/errors/app-error';
import { validationPipe } from '../../../common/http/validation';
import { RegisterInput } from './register.input';

const validate = (value: Record<string, unknown>) =>
  validationPipe.transform(value, { type: 'body', metatype: RegisterInput });

async function fieldsOf(value: Record<string, unknown>) {
  try {
    await validate(value);
    return {};
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).details.fields ?? {};
  }
}

describe('registration input', () => {
  const valid = { name: 'Anna', email: 'anna@example.com', password: 'Soutache-2026!' };

  it('trims and NFC-normalises the name and normalises the e-mail to lower case', async () => {
    const input = await validate({ ...valid, name: '  Ame\u0301lie ', email: '  Anna@Example.COM ' });
    expect(input).toMatchObject({ name: 'Amélie', email: 'anna@example.com', password: 'Soutache-2026!' });
  });

  it.each([
    'anna',
    'anna@example',
    '@example.com',
    'an na@example.com',
    'anna@exa mple.com',
    'аnna@example.com',
  ])('refuses the e-mail %p with EMAIL_INVALID', async (email) => {
    expect((await fieldsOf({ ...valid, email })).email).toEqual(['EMAIL_INVALID']);
  });

  it('answers reason codes for every refused field at once', async () => {
    expect(await fieldsOf({ name: '\u200B', email: 'x', password: 'aaaaaa' })).toEqual({
      name: ['REQUIRED', 'INVALID_CHARACTERS'],
      email: ['EMAIL_INVALID'],
      password: ['PASSWORD_ONE_CHARACTER'],
    });
  });

  it('checks the password against the e-mail and name given with it', async () => {
    expect(
      await fieldsOf({ name: 'Dana Nowak', email: 'demo@soutache.example', password: 'Dana Nowak' }),
    ).toEqual({
      password: ['PASSWORD_CONTAINS_NAME'],
    });
    expect(await fieldsOf({ ...valid, password: 'anna@example.com' })).toEqual({
      password: ['PASSWORD_CONTAINS_EMAIL'],
    });
  });

  it('refuses unknown fields and values of the wrong type', async () => {
    expect(await fieldsOf({ ...valid, isAdmin: true })).toEqual({ isAdmin: ['NOT_ALLOWED'] });
    expect((await fieldsOf({ ...valid, name: 5 })).name).toContain('INVALID_VALUE');
  });
});
