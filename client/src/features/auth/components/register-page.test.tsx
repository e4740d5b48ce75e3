import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApollo } from '../../../testing/render-with-apollo';
import { RegisterPage } from './register-page';

async function register(values = { name: 'Ola', email: 'ola@example.pl', password: 'password1' }) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Imię|Name/), values.name);
  await user.type(screen.getByLabelText('Email'), values.email);
  await user.type(screen.getByLabelText(/Hasło|Password/), values.password);
  await user.click(screen.getByRole('button', { name: /Zarejestruj się|Register/ }));
  return user;
}

const refused =
  (fields: Record<string, string[]>, code = 'BAD_USER_INPUT') =>
  () =>
    refusal(code, { fields });

describe('RegisterPage: a refused registration says why, per field', () => {
  it.each([
    [
      { email: ['EMAIL_TAKEN'] },
      'CONFLICT',
      'Email',
      'Konto z tym adresem e-mail już istnieje',
      'An account with this email already exists',
    ],
    [
      { password: ['PASSWORD_TOO_COMMON'] },
      'BAD_USER_INPUT',
      /Hasło|Password/,
      'To hasło jest zbyt popularne',
      'This password is too common',
    ],
    [
      { password: ['PASSWORD_TOO_SHORT'] },
      'BAD_USER_INPUT',
      /Hasło|Password/,
      'Hasło musi mieć co najmniej 6 znaków',
      'Password must be at least 6 characters',
    ],
    [
      { password: ['PASSWORD_TOO_LONG'] },
      'BAD_USER_INPUT',
      /Hasło|Password/,
      'Hasło może mieć najwyżej 128 znaków',
      'Password must be at most 128 characters',
    ],
    [
      { password: ['PASSWORD_CONTAINS_EMAIL'] },
      'BAD_USER_INPUT',
      /Hasło|Password/,
      'Hasło nie może być częścią adresu e-mail',
      'Password cannot be part of your email',
    ],
    [
      { password: ['PASSWORD_CONTAINS_NAME'] },
      'BAD_USER_INPUT',
      /Hasło|Password/,
      'Hasło nie może być częścią imienia',
      'Password cannot be part of your name',
    ],
    [
      { password: ['PASSWORD_TOO_GUESSABLE'] },
      'BAD_USER_INPUT',
      /Hasło|Password/,
      'To hasło łatwo odgadnąć',
      'This password is easy to guess',
    ],
    [{ name: ['REQUIRED'] }, 'BAD_USER_INPUT', /Imię|Name/, 'Podaj imię', 'Please enter your name'],
    [
      { name: ['NAME_RESERVED'] },
      'BAD_USER_INPUT',
      /Imię|Name/,
      'Ta nazwa należy do sklepu. Wybierz inną.',
      'This name belongs to the shop. Please choose another one.',
    ],
    [
      { name: ['INVALID_CHARACTERS'] },
      'BAD_USER_INPUT',
      /Imię|Name/,
      'Zawiera niedozwolone znaki',
      'Contains characters that are not allowed',
    ],
  ])('words %j under its field in Polish and English', async (fields, code, label, polish, english) => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pl = renderWithApollo(<RegisterPage />, { answer: refused(fields, code) });
    await register();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(polish)),
    );
    expect(screen.getByLabelText(label)).toHaveAttribute('aria-invalid', 'true');
    pl.unmount();

    renderWithApollo(<RegisterPage />, { language: 'en', answer: refused(fields, code) });
    await register();
    await vi.waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(english)),
    );
  });

  it("drops a field's reason once the visitor edits that field", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApollo(<RegisterPage />, {
      answer: refused({ password: ['PASSWORD_TOO_COMMON'], email: ['EMAIL_TAKEN'] }),
    });
    const user = await register();
    const password = screen.getByLabelText('Hasło');
    await vi.waitFor(() => expect(password).toHaveAttribute('aria-invalid', 'true'));
    await user.type(password, '!x');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription(
      'Konto z tym adresem e-mail już istnieje',
    );
  });

  it('shows the wait after too many registrations', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApollo(<RegisterPage />, { answer: () => refusal('RATE_LIMITED', { retryAfter: 1 }) });
    await register();
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 1 s.');
  });

  it('counts the password in code points, as the server does: six emoji are enough', async () => {
    const user = userEvent.setup();
    renderWithApollo(<RegisterPage />, { answer: refused({}) });
    await user.type(screen.getByLabelText('Imię'), 'Ola');
    await user.type(screen.getByLabelText('Email'), 'ola@example.pl');
    await user.type(screen.getByLabelText('Hasło'), '🐢🐢🐢');
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(
      expect.stringContaining('Hasło musi mieć co najmniej 6 znaków'),
    );
    await user.type(screen.getByLabelText('Hasło'), '🐢🐢🐢');
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription('Co najmniej 6 znaków');
  });
});
