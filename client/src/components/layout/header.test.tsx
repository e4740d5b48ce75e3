import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminSession, renderWithProviders, userSession } from '../../testing/render';
import { Header } from './header';

const mainNav = () => screen.getByRole('navigation', { name: 'Nawigacja główna' });

describe('Header', () => {
  it('logged out: shows the catalogue links and Login, but no favourites, admin or logout', () => {
    renderWithProviders(<Header />);
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Biżuteria' })).toHaveAttribute('href', '/jewellery');
    expect(within(nav).getByRole('link', { name: 'Ślubna' })).toHaveAttribute('href', '/bridal');
    expect(within(nav).getByRole('link', { name: 'Kontakt' })).toHaveAttribute('href', '/contact');
    expect(within(nav).getByRole('link', { name: 'Zaloguj' })).toHaveAttribute('href', '/login');
    expect(within(nav).queryByRole('link', { name: 'Ulubione' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Wyloguj' })).not.toBeInTheDocument();
  });

  it('logged in: shows favourites and logout, but no admin link and no login link', () => {
    renderWithProviders(<Header />, { session: userSession });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Ulubione' })).toHaveAttribute('href', '/favourites');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Zaloguj' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeInTheDocument();
  });

  it('admin: shows the admin link as well', () => {
    renderWithProviders(<Header />, { session: adminSession });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeInTheDocument();
  });

  it('switching the language to English changes the texts', async () => {
    const user = userEvent.setup();
    const { i18n } = renderWithProviders(<Header />, { session: userSession });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Język' }), 'EN');
    expect(i18n.language).toBe('en');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'Jewellery' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Favourites' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Toggle theme' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveValue('en');
  });

  it('the theme toggle switches between dark and light', async () => {
    const user = userEvent.setup();
    document.documentElement.dataset.theme = 'dark';
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Przełącz motyw' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    expect(window.localStorage.getItem('theme')).toBe('light');
    await user.click(screen.getByRole('button', { name: 'Przełącz motyw' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('the side menu opens from the hamburger and closes on Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />, { session: userSession });
    const open = screen.getByRole('button', { name: 'Otwórz menu' });
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(dialog).getByRole('link', { name: 'Ulubione' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(open).toHaveFocus();
  });

  it('the side menu closes when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Kontakt' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the side menu closes on a click on the backdrop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Header />);
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    await user.click(screen.getByTestId('side-menu-backdrop'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
