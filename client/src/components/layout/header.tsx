import { useState } from 'react';
import { useTranslation } from '../../lib/translation';
import { Link } from '../ui/link';
import { useSession } from '../../lib/session';
import { BrandMark, LogoutIcon, MenuIcon, UserIcon } from '../ui/icons';
import { LanguageSelect } from './language-select';
import { NavLinks } from './nav-links';
import { PreferenceForm } from './preference-form';
import { SIDE_MENU_ID, SideMenu } from './side-menu';
import { ThemeToggle } from './theme-toggle';
import './header.css';
import { paths } from '../../lib/paths';

export function Header() {
  const { t } = useTranslation();
  const { isLoggedIn, logout } = useSession();
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <button
          type="button"
          className="icon-button site-header__menu-button"
          popoverTarget={SIDE_MENU_ID}
          aria-label={t('nav.openMenu')}
          aria-expanded={menuOpen}
          aria-controls={SIDE_MENU_ID}
          aria-haspopup="dialog"
        >
          <MenuIcon />
        </button>
        <Link to="/" className="brand">
          <BrandMark className="brand__mark" />
          <span className="brand__text">
            <span className="brand__name">{t('brand.name')}</span>
            <span className="brand__tagline">{t('brand.tagline')}</span>
          </span>
        </Link>
        <nav className="site-header__nav" aria-label={t('nav.mainLabel')}>
          <NavLinks className="site-header__links" />
        </nav>
        <div className="site-header__tools">
          <PreferenceForm className="site-header__preferences">
            <LanguageSelect />
            <ThemeToggle />
          </PreferenceForm>
          {isLoggedIn && (
            <Link
              to={paths.account.href()}
              className="icon-button site-header__account"
              aria-label={t('header.account')}
              title={t('header.account')}
            >
              <UserIcon />
            </Link>
          )}
          {isLoggedIn && (
            <button
              type="button"
              className="icon-button site-header__logout"
              onClick={logout}
              aria-label={t('header.logout')}
              title={t('header.logout')}
            >
              <LogoutIcon />
            </button>
          )}
        </div>
      </div>
      <SideMenu onToggle={setMenuOpen} />
    </header>
  );
}
