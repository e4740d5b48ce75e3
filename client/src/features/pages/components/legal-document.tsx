import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import './pages.css';
import { paths } from '../../../lib/paths';

interface LegalDocumentProps {
  /** Locale prefix, e.g. 'terms': reads `<prefix>.title`, `.intro`, `.updated`, `.items.<n>.title` and `.items.<n>.body` (paragraphs). */
  prefix: 'terms' | 'privacy';
  count: number;
  footnote?: ReactNode;
}

// Each item's body is a list of paragraphs in the locale file; <contact>…</contact> becomes a link to /contact.
const components = { contact: <Link to={paths.contact.href()} />, sup: <sup />, strong: <strong /> };

export function LegalDocument({ prefix, count, footnote }: LegalDocumentProps) {
  const { t } = useTranslation();
  const numbers = Array.from({ length: count }, (_, index) => index + 1);
  return (
    <article className="legal" aria-labelledby={`${prefix}-title`}>
      <header className="legal__header">
        <p className="eyebrow">{t(`${prefix}.updated`)}</p>
        <h1 id={`${prefix}-title`} className="page-title">
          {t(`${prefix}.title`)}
        </h1>
        <p className="page-lead">{t(`${prefix}.intro`)}</p>
      </header>
      <ol className="legal__list">
        {numbers.map((n) => {
          const body = t(`${prefix}.items.${n}.body`, { returnObjects: true }) as unknown;
          const paragraphs = Array.isArray(body) ? body : [];
          return (
            <li key={n} className="legal__item">
              <h2 className="legal__item-title">{t(`${prefix}.items.${n}.title`)}</h2>
              {paragraphs.map((_, index) => (
                <p key={index}>
                  <Trans i18nKey={`${prefix}.items.${n}.body.${index}`} components={components} />
                </p>
              ))}
            </li>
          );
        })}
      </ol>
      {footnote}
    </article>
  );
}
