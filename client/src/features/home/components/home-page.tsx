import { useEffect, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { ACCOUNT_DELETED_KEY } from '../../../lib/storage';
import { Link } from '../../../components/ui/link';
import { useSession } from '../../../lib/session';
import { Slideshow } from './slideshow';
import './home.css';
import { paths } from '../../../lib/paths';
import { signInHref } from '../../../lib/return-to';

export function HomePage() {
  const { t } = useTranslation();
  const { isLoggedIn, userName, logout } = useSession();
  // Said once, after the reload that follows deleting the account (the account's delete form, delete-form.tsx, leaves the note).
  const [accountDeleted, setAccountDeleted] = useState(false);
  useEffect(() => {
    try {
      if (!sessionStorage.getItem(ACCOUNT_DELETED_KEY)) return;
      sessionStorage.removeItem(ACCOUNT_DELETED_KEY);
      // eslint-disable-next-line react-hooks/set-state-in-effect -- once, what the account page left in the tab (the server cannot know it)
      setAccountDeleted(true);
    } catch {
      // No storage (a privacy mode): nothing to say.
    }
  }, []);

  return (
    <section className="home" aria-labelledby="home-title">
      <div className="home__backdrop" aria-hidden="true" />
      <Slideshow />
      <div className="home__content">
        {/* In the page from the first render, so the words put in it later are announced. */}
        <p className="home__notice" role="status">
          {accountDeleted && t('home.accountDeleted')}
        </p>
        <p className="home__eyebrow">{t('home.eyebrow')}</p>
        <h1 id="home-title" className="home__title">
          {isLoggedIn ? t('home.greeting', { name: userName }) : t('home.greetingGuest')}
        </h1>
        <p className="home__welcome">{t('home.welcome')}</p>
        <div className="home__actions">
          <Link to={paths.jewellery.href()} className="button button--primary">
            {t('home.jewellery')}
          </Link>
          <Link to={paths.bridal.href()} className="button button--ghost">
            {t('home.bridal')}
          </Link>
          {isLoggedIn ? (
            <Link to={paths.favourites.href()} className="button button--ghost">
              {t('home.favourites')}
            </Link>
          ) : (
            // Signed out: the way to her favourites is a login that comes back to them (a tooltip a phone never shows said only that).
            <Link
              to={signInHref('login', paths.favourites.href())}
              className="button button--ghost"
              aria-label={`${t('home.favourites')}: ${t('home.favouritesHint')}`}
            >
              {t('home.favourites')}
            </Link>
          )}
          <Link to={paths.contact.href()} className="button button--ghost">
            {t('home.contact')}
          </Link>
          {isLoggedIn ? (
            <button type="button" className="button button--quiet" onClick={logout}>
              {t('home.logout')}
            </button>
          ) : (
            <Link to={paths.login.href()} className="button button--quiet">
              {t('home.login')}
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
