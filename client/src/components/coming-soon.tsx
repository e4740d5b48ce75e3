import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Notice } from './ui/notice';

/** Placeholder for a section that is being built; `title` names the section. */
export function ComingSoon({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <Notice title={title} eyebrow={t('comingSoon.eyebrow')}>
      <p>{t('comingSoon.text')}</p>
      <div className="button-row">
        <Link to="/" className="button button--ghost">
          {t('common.backHome')}
        </Link>
        <Link to="/contact" className="button button--primary">
          {t('comingSoon.contact')}
        </Link>
      </div>
    </Notice>
  );
}
