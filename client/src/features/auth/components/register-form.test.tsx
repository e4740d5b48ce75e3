import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { RegisterForm } from './register-form';

describe('RegisterForm', () => {
  it('says the password rule up front, and sent too soon what each field lacks, focusing the first; sends once all are valid', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<RegisterForm onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Zarejestruj się' });
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription('Co najmniej 6 znaków');

    await user.click(submit);
    expect(screen.getByLabelText('Imię')).toHaveAccessibleDescription('Podaj imię');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Niepoprawny email');
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription(
      expect.stringContaining('Hasło musi mieć co najmniej 6 znaków'),
    );
    expect(screen.getByLabelText('Imię')).toHaveFocus();

    await user.type(screen.getByLabelText('Imię'), 'Ola');
    await user.type(screen.getByLabelText('Email'), 'ola@example.pl');
    await user.type(screen.getByLabelText('Hasło'), '12345');
    await user.click(submit);
    expect(screen.getByLabelText('Hasło')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Hasło'), '6');
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ name: 'Ola', email: 'ola@example.pl', password: '123456' });
  });

  it('marks an invalid email with "Niepoprawny email" and aria-invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ola @example.pl');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Niepoprawny email');
  });

  it('explains a password shorter than 6 characters', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    const password = screen.getByLabelText('Hasło');
    await user.type(password, 'abc');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Hasło musi mieć co najmniej 6 znaków'),
    );

    await user.type(password, 'def');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Hasło musi mieć co najmniej 6 znaków')).not.toBeInTheDocument();
  });

  it('asks for a name once the name field was left empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    await user.click(screen.getByLabelText('Imię'));
    await user.tab();
    expect(screen.getByLabelText('Imię')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the English messages in English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />, { language: 'en' });
    await user.type(screen.getByLabelText('Email'), 'ola');
    await user.type(screen.getByLabelText('Password'), 'abc');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      expect.stringContaining('At least 6 characters'),
    );
  });

  it('links to the login page', () => {
    renderWithProviders(<RegisterForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
  });
});
