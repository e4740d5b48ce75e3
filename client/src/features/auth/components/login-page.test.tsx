import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { refusal, renderWithApollo } from '../../../testing/render-with-apollo';
import { LoginPage } from './login-page';

async function logIn(password = 'wrong-password') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'ola@example.pl');
  await user.type(screen.getByLabelText(/Hasło|Password/), password);
  await user.click(screen.getByRole('button', { name: /Zaloguj się|Log in/ }));
}

describe('LoginPage: a refused login says why', () => {
  it('shows "Nieprawidłowy e-mail lub hasło" for wrong credentials', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { requests } = renderWithApollo(<LoginPage />, {
      answer: () => refusal('UNAUTHENTICATED', {}, 'Invalid email or password'),
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło');
    expect(requests).toHaveLength(1);
    expect(requests[0].variables).toEqual({ input: { email: 'ola@example.pl', password: 'wrong-password' } });
    expect(requests[0].headers.get('accept-language')).toBe('pl');
  });

  it('shows "Invalid email or password" in English', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApollo(<LoginPage />, { language: 'en', answer: () => refusal('UNAUTHENTICATED') });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  });

  it('shows the wait from a 429 answer with Retry-After, in both languages', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tooMany = () => ({
      status: 429,
      headers: { 'retry-after': '42' },
      body: {
        errors: [
          { message: 'Too many requests, please try again later', extensions: { code: 'RATE_LIMITED' } },
        ],
      },
    });
    const polish = renderWithApollo(<LoginPage />, { answer: tooMany });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 42 s.');
    polish.unmount();

    renderWithApollo(<LoginPage />, { language: 'en', answer: tooMany });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Try again in 42 s.');
  });

  it('takes the wait from extensions.retryAfter when the answer carries it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithApollo(<LoginPage />, { answer: () => refusal('RATE_LIMITED', { retryAfter: 5 }) });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Zbyt wiele prób. Spróbuj ponownie za 5 s.');
  });

  it('clears the message when the next attempt succeeds', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let attempts = 0;
    renderWithApollo(<LoginPage />, {
      answer: () =>
        ++attempts === 1
          ? refusal('UNAUTHENTICATED')
          : {
              body: {
                data: {
                  login: {
                    __typename: 'AuthPayload',
                    token: 't',
                    user: {
                      __typename: 'UserInfo',
                      id: 1,
                      name: 'Ola',
                      isAdmin: false,
                      email: 'ola@example.com',
                    },
                  },
                },
              },
            },
    });
    await logIn();
    expect(await screen.findByRole('alert')).toHaveTextContent('Nieprawidłowy e-mail lub hasło');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await vi.waitFor(() => expect(screen.getByRole('alert')).toBeEmptyDOMElement());
  });
});
