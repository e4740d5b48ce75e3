import { ApolloProvider } from '@apollo/client/react';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '../lib/i18n';
import { allBundles } from '../lib/locales';
import { anonymousSession, SessionContext, type Session } from '../lib/session';
import { adminSession, userSession } from '../testing/render';
import { createBrowserApolloClient } from '../lib/apollo';
import { createRoutes, loadMatchedRoutes } from './routes';

/**
 * The app's routes at `path`, the page's lazy module already loaded (as the browser's start loads it
 * before hydrating): the assertions wait for the page, never for a module import racing their timeout
 * while the page still shows "Loading…".
 */
async function renderAt(path: string, session: Partial<Session> = {}, language: 'pl' | 'en' = 'pl') {
  const value: Session = { ...anonymousSession, ...session, isLoggedIn: Boolean(session.userName) };
  const client = createBrowserApolloClient(() => language);
  const routes = createRoutes(client);
  await loadMatchedRoutes(routes, path);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <ApolloProvider client={client}>
      <I18nextProvider i18n={createI18n(language, allBundles)}>
        <SessionContext.Provider value={value}>
          <RouterProvider router={router} />
        </SessionContext.Provider>
      </I18nextProvider>
    </ApolloProvider>,
  );
}

describe('routes', () => {
  // The admin screens' texts, which their pages import when they open: imported once here, so that
  // import is not what a test waits for.
  beforeAll(() => Promise.all([import('../locales/admin/en.json'), import('../locales/admin/pl.json')]));

  it('an unknown route is headed "Page not found" inside the layout, the application error and its status below as details', async () => {
    await renderAt('/no-such-page', {}, 'en');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByText('Unexpected Application Error!')).toBeInTheDocument();
    expect(screen.getByText('404 Not Found')).toBeInTheDocument();
    expect(screen.getByText('There is no page at /no-such-page.')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('admin-only forms refuse non-admins', async () => {
    await renderAt('/jewellery/create', userSession, 'en');
    expect(
      await screen.findByRole('heading', { name: 'You have no permission to be here.' }),
    ).toBeInTheDocument();
  });

  it('admin-only forms are open to admins', async () => {
    await renderAt('/publication/create', adminSession, 'en');
    expect(await screen.findByRole('heading', { name: 'New publication' })).toBeInTheDocument();
    // The form comes once the admin screens' texts are there.
    expect(await screen.findByRole('button', { name: 'Publish' })).toBeInTheDocument();
  });

  it('a visitor on /publication/create reads the no-permission message, as on /jewellery/create', async () => {
    await renderAt('/publication/create', {}, 'en');
    expect(
      await screen.findByRole('heading', { name: 'You have no permission to be here.' }),
    ).toBeInTheDocument();
  });

  it('the publication editor sends a visitor without a token to the login page', async () => {
    await renderAt('/publication/7/edit', {}, 'en');
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('the admin panel tells non-admins "No permission."', async () => {
    await renderAt('/admin', userSession, 'en');
    expect(await screen.findByRole('heading', { name: 'No permission.' })).toBeInTheDocument();
  });

  it('terms have five numbered points, the 4th and 5th linking to contact', async () => {
    await renderAt('/terms');
    const heading = await screen.findByRole('heading', { name: 'Regulamin', level: 1 });
    const list = heading.closest('article')!.querySelector('ol')!;
    const items = list.querySelectorAll(':scope > li');
    expect(items).toHaveLength(5);
    expect(items[3].querySelector('a[href="/contact"]')).not.toBeNull();
    expect(items[4].querySelector('a[href="/contact"]')).not.toBeNull();
  });

  it('the privacy policy has eight sections, contact in the last, and a profiling footnote', async () => {
    await renderAt('/privacy', {}, 'en');
    const heading = await screen.findByRole('heading', { name: 'Privacy policy', level: 1 });
    const items = heading.closest('article')!.querySelectorAll('ol > li');
    expect(items).toHaveLength(8);
    expect(items[7].querySelector('a[href="/contact?lang=en"]')).not.toBeNull();
    expect(screen.getByRole('complementary', { name: 'Note on profiling' })).toHaveTextContent(/profiling/);
  });
});
