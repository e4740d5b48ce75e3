import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps,
  type NavLinkProps,
} from 'react-router';
import { languageOf, toIn } from '../../lib/language-address';
import { useTranslation } from '../../lib/translation';

/** react-router's Link to the page in the visitor's language (lib/language-address.ts): its href is what a visitor copies. */
export function Link({ to, ...props }: LinkProps) {
  const { i18n } = useTranslation();
  return <RouterLink to={toIn(to, languageOf(i18n))} {...props} />;
}

/** react-router's NavLink, in the visitor's language like Link. */
export function NavLink({ to, ...props }: NavLinkProps) {
  const { i18n } = useTranslation();
  return <RouterNavLink to={toIn(to, languageOf(i18n))} {...props} />;
}
