import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, userSession } from '../../../testing/render';
import { HomePage } from './home-page';

describe('HomePage', () => {
  it('greets a visitor generically, and her favourites are a login that comes back to them', () => {
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('heading', { name: 'Witaj!' })).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Twoje ulubione: Zaloguj się, aby zapisywać ulubione' }),
    ).toHaveAttribute('href', '/login?next=%2Ffavourites');
    expect(screen.queryByRole('button', { name: /Twoje ulubione/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Zaloguj się' })).toHaveAttribute('href', '/login');
  });

  it('greets a signed-in user by name and offers favourites and logout', () => {
    renderWithProviders(<HomePage />, { session: userSession, language: 'en' });
    expect(screen.getByRole('heading', { name: 'Hello, Ola!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your favourites' })).toHaveAttribute(
      'href',
      '/favourites?lang=en',
    );
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  });

  it('says once, in a polite status, that the account was deleted, after the reload that follows the deletion', async () => {
    sessionStorage.setItem('account-deleted', '1');
    const { unmount } = renderWithProviders(<HomePage />, { language: 'en' });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Your account has been deleted.'),
    );
    expect(sessionStorage.getItem('account-deleted')).toBeNull();
    unmount();
    renderWithProviders(<HomePage />, { language: 'en' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
