import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { LoginForm } from './login-form';

describe('LoginForm', () => {
  it('shows no feedback before anything is typed; sent empty, it says why at each field and focuses the first', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Niepoprawny email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Niepoprawny email');
    expect(screen.getByLabelText('Hasło')).toHaveAccessibleDescription('Uzupełnij to pole');
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('marks an invalid email with "Niepoprawny email" and aria-invalid', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSubmit={vi.fn()} />);
    const email = screen.getByLabelText('Email');
    await user.type(email, 'ola@example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Niepoprawny email');
    expect(screen.getByText('Niepoprawny email')).toBeVisible();

    await user.type(email, '.pl');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Niepoprawny email')).not.toBeInTheDocument();
  });

  it('sends only a valid email with a non-empty password, without a length rule', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    const submit = screen.getByRole('button', { name: 'Zaloguj się' });
    await user.type(screen.getByLabelText('Email'), 'ola@example.pl');
    await user.click(submit);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Hasło')).toHaveFocus();
    await user.type(screen.getByLabelText('Hasło'), 'x');
    expect(screen.queryByText('Uzupełnij to pole')).not.toBeInTheDocument();
    await user.click(submit);
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ola@example.pl', password: 'x' });
    expect(screen.queryByText(/Hasło musi mieć/)).not.toBeInTheDocument();
  });

  it('submits the typed credentials and enables the button again when the attempt ends', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockResolvedValue(undefined);
    renderWithProviders(<LoginForm onSubmit={onSubmit} />);
    await user.type(screen.getByLabelText('Email'), 'ola@example.pl');
    await user.type(screen.getByLabelText('Hasło'), 'sekret');
    await user.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(onSubmit).toHaveBeenCalledWith({ email: 'ola@example.pl', password: 'sekret' });
    expect(screen.getByRole('button', { name: 'Zaloguj się' })).toBeEnabled();
  });

  it('links to the registration page', () => {
    renderWithProviders(<LoginForm onSubmit={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Załóż konto' })).toHaveAttribute('href', '/register');
  });

  it('speaks English when the language is English', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onSubmit={vi.fn()} />, { language: 'en' });
    await user.type(screen.getByLabelText('Email'), 'nope');
    expect(screen.getByText('Invalid email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
  });
});
