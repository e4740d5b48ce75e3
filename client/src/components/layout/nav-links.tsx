import { useTranslation } from '../../lib/translation';
import { NavLink } from '../ui/link';
import { useSession } from '../../lib/session';
import { paths } from '../../lib/paths';

interface NavLinksProps {
  className?: string;
  onNavigate?: () => void;
  /** The first link takes focus when its popover opens (the browser does it, app or not). */
  autoFocusFirst?: boolean;
  /** The side menu lists the account page too (the header shows it as an icon, hidden on a phone). */
  withAccount?: boolean;
}

/** The site's main links; the header and the side menu show the same list (spec §2, §6). */
export function NavLinks({
  className,
  onNavigate,
  autoFocusFirst = false,
  withAccount = false,
}: NavLinksProps) {
  const { t } = useTranslation();
  const { isLoggedIn, isAdmin } = useSession();
  const links = [
    { to: paths.jewellery.href(), label: t('nav.jewellery') },
    { to: paths.bridal.href(), label: t('nav.bridal') },
    { to: paths.blog.href(), label: t('nav.blog') },
    ...(isLoggedIn ? [{ to: paths.favourites.href(), label: t('nav.favourites') }] : []),
    { to: paths.contact.href(), label: t('nav.contact') },
    ...(isAdmin ? [{ to: paths.admin.href(), label: t('nav.admin') }] : []),
    ...(isLoggedIn && withAccount ? [{ to: paths.account.href(), label: t('nav.account') }] : []),
    ...(isLoggedIn ? [] : [{ to: paths.login.href(), label: t('nav.login') }]),
  ];
  return (
    <ul className={className}>
      {links.map((link, index) => (
        <li key={link.to}>
          <NavLink
            to={link.to}
            className="nav-link"
            onClick={onNavigate}
            autoFocus={autoFocusFirst && index === 0}
          >
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
