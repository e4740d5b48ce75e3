import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
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
    expect(screen.queryByRole('button', { name: 'Wyloguj się' })).not.toBeInTheDocument();
  });

  it('logged in: shows favourites and logout, but no admin link and no login link', () => {
    renderWithProviders(<Header />, { session: userSession });
    const nav = mainNav();
    expect(within(nav).getByRole('link', { name: 'Ulubione' })).toHaveAttribute('href', '/favourites');
    expect(within(nav).queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Zaloguj' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
  });

  it('logged in: links to the account page beside log out, and from the side menu; logged out, nowhere', () => {
    const { unmount } = renderWithProviders(<Header />, { session: userSession });
    expect(screen.getByRole('link', { name: 'Twoje konto' })).toHaveAttribute('href', '/account');
    const menu = document.getElementById('side-menu')!;
    expect(within(menu).getByRole('link', { name: 'Twoje konto', hidden: true })).toHaveAttribute(
      'href',
      '/account',
    );
    unmount();
    renderWithProviders(<Header />);
    expect(screen.queryByRole('link', { name: 'Twoje konto', hidden: true })).not.toBeInTheDocument();
  });

  it('admin: shows the admin link as well', () => {
    renderWithProviders(<Header />, { session: adminSession });
    expect(within(mainNav()).getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(screen.getByRole('button', { name: 'Wyloguj się' })).toBeInTheDocument();
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

  it('the theme switch and the language choice are one form to the server for a page without the app', () => {
    document.documentElement.dataset.theme = 'dark';
    renderWithProviders(<Header />, { path: '/jewellery?colors=3' });
    const toggle = screen.getByRole('button', { name: 'Przełącz motyw' });
    const form = toggle.closest('form')!;
    expect(form).toHaveAttribute('action', '/preferences');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toContainElement(screen.getByRole('combobox', { name: 'Język' }));
    expect(form.querySelector('input[name="next"]')).toHaveValue('/jewellery?colors=3');
    expect(toggle).toHaveAttribute('name', 'theme');
    expect(toggle).toHaveAttribute('value', 'light');
    expect(screen.getByRole('combobox', { name: 'Język' })).toHaveAttribute('name', 'lang');
  });

  // The menu is a popover the browser opens and closes (Escape, a tap beside it): the browser suite
  // (test/browser/mobile.spec.ts) drives that. jsdom only hides a popover (it never opens one), so the
  // queries below look inside it as it is. Here: what the app adds.
  const sideMenu = () => document.getElementById('side-menu')! as HTMLElement & { hidePopover: () => void };
  const toggled = (newState: 'open' | 'closed') =>
    Object.assign(new Event('toggle'), { newState, oldState: newState === 'open' ? 'closed' : 'open' });

  it('the hamburger opens the side menu, a popover with every link of the main navigation', () => {
    renderWithProviders(<Header />, { session: userSession });
    const open = screen.getByRole('button', { name: 'Otwórz menu' });
    expect(open).toHaveAttribute('popovertarget', 'side-menu');
    expect(open).toHaveAttribute('aria-expanded', 'false');
    const menu = sideMenu();
    expect(menu).toHaveAttribute('popover', 'auto');
    expect(menu).toHaveAttribute('role', 'dialog');
    expect(menu).toHaveAttribute('aria-label', 'Menu');
    expect(within(menu).getByRole('link', { name: 'Ulubione', hidden: true })).toHaveAttribute(
      'href',
      '/favourites',
    );
    expect(within(menu).getByRole('button', { name: 'Zamknij menu', hidden: true })).toHaveAttribute(
      'popovertargetaction',
      'hide',
    );
  });

  it('once the side menu opens, the page behind stays put and the button says it is open', () => {
    renderWithProviders(<Header />);
    act(() => {
      sideMenu().dispatchEvent(toggled('open'));
    });
    expect(document.body.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute('aria-expanded', 'true');
    act(() => {
      sideMenu().dispatchEvent(toggled('closed'));
    });
    expect(document.body.style.overflow).toBe('');
    expect(screen.getByRole('button', { name: 'Otwórz menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('the side menu closes when a link is chosen (the app navigates without loading a page)', () => {
    renderWithProviders(<Header />);
    const hidePopover = vi.fn();
    sideMenu().hidePopover = hidePopover;
    // userEvent will not click what is hidden: the link's own click, as a tap in the open menu gives it.
    act(() => within(sideMenu()).getByRole('link', { name: 'Kontakt', hidden: true }).click());
    expect(hidePopover).toHaveBeenCalled();
  });
});
