import { useTranslation } from '../lib/translation';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Link } from './ui/link';
import { Notice } from './ui/notice';
import { paths } from '../lib/paths';

/**
 * The routing error boundary's content: 'Unexpected Application Error!' with status and message (spec §2).
 * An address the shop does not have is not unexpected: it is headed "Page not found", says where to go,
 * and keeps the spec's words with the status below, as the details.
 */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();

  let status: string | undefined;
  let message: string;
  if (isRouteErrorResponse(error)) {
    status = `${error.status} ${error.statusText}`.trim();
    message =
      error.status === 404 ? t('error.notFound', { path: pathname }) : String(error.data ?? error.statusText);
  } else if (error instanceof Error) {
    message = error.message;
  } else {
    message = t('error.unknown');
  }

  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  const details = status && (
    <p className={notFound ? 'error-details' : 'error-status'}>
      {notFound && <span>{t('error.title')}</span>} <span>{status}</span>
    </p>
  );
  return (
    <Notice title={notFound ? t('error.notFoundTitle') : t('error.title')} tone="alert">
      {!notFound && details}
      <p className="error-message">{message}</p>
      {notFound && <p>{t('error.notHere')}</p>}
      <div className="button-row">
        <Link to="/" className="button button--primary">
          {t('common.backHome')}
        </Link>
        {notFound && (
          <>
            <Link to={paths.jewellery.href()} className="button button--ghost">
              {t('error.browse')}
            </Link>
            <Link to={paths.contact.href()} className="button button--ghost">
              {t('error.ask')}
            </Link>
          </>
        )}
      </div>
      {notFound && details}
    </Notice>
  );
}
