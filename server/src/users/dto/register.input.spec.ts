import { AppError } from '../../common/errors/app-error';
import { validationPipe } from '../../common/http/validation';
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

  it('trims the name and normalises the e-mail to lower case', async () => {
    const input = await validate({ ...valid, name: '  Anna ', email: '  Anna@Example.COM ' });
    expect(input).toMatchObject({ name: 'Anna', email: 'anna@example.com', password: 'Soutache-2026!' });
  });

  it.each(['anna', 'anna@example', '@example.com', 'an na@example.com', 'anna@exa mple.com'])(
    'refuses the e-mail %p as spec §5 does',
    async (email) => {
      expect((await fieldsOf({ ...valid, email })).email).toEqual(['Invalid email']);
    },
  );

  it('refuses an empty name and unknown fields', async () => {
    expect((await fieldsOf({ ...valid, name: ' ' })).name).toEqual(['Name is required']);
    expect(Object.keys(await fieldsOf({ ...valid, isAdmin: true }))).toEqual(['isAdmin']);
  });
});
