import { useTranslation } from '../../lib/translation';
import { Link } from '../ui/link';
import './footer.css';
import { paths } from '../../lib/paths';

export function Footer() {
  const { t } = useTranslation();
  const year = new Date().getFullYear();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <p className="site-footer__copyright">{t('footer.copyright', { year, studio: t('brand.name') })}</p>
        <nav aria-label={t('footer.linksLabel')}>
          <ul className="site-footer__links">
            <li>
              <Link to={paths.terms.href()}>{t('footer.terms')}</Link>
            </li>
            <li>
              <Link to={paths.privacy.href()}>{t('footer.privacy')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
