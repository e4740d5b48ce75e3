import { useTranslation } from '../lib/translation';
import { isRouteErrorResponse, useLocation, useRouteError } from 'react-router';
import { Link } from './ui/link';
import { Notice } from './ui/notice';
import { paths } from '../lib/paths';

/** The routing error boundary's content: 'Unexpected Application Error!' with status and message. */
export function ErrorPage() {
  const { t } = useTranslation();
  const error = useRouteError();
  const { pathname } = useLocation();

  let status: string | undefined;
  let message: string;
  if (isRouteErrorResponse(error)) {
    status = `${error.status} ${error.statusText}`.trim();
    message = error.status === 404 ? t('error.notFound', { path: pathname }) : String(error.data ?? error.statusText);
  } else if (error instanceof Error) {
    message = error.message;
  } else {
    message = t('error.unknown');
  }

  if (!isRouteErrorResponse(error)) console.error(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;

  return (
    <Notice title={t('error.title')} tone="alert">
      {status && <p className="error-status">{status}</p>}
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
    </Notice>
  );
}
