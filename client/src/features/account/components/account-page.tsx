import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useAccountTexts } from '../use-account-texts';
import { AddressStatus } from './address-status';
import { DeleteForm } from './delete-form';
import { EmailForm } from './email-form';
import { ExportForm } from './export-form';
import { NameForm } from './name-form';
import { PasswordForm } from './password-form';
import './account.css';
import { paths } from '../../../lib/paths';

/** /account: the signed-in user's own account; `orders`, their orders (another feature's, placed by the route). */
export function AccountPage({ orders }: { orders?: ReactNode }) {
  const { t } = useTranslation();
  const ready = useAccountTexts();
  const { isLoggedIn, isLoading, userName, userEmail } = useSession();
  if (!ready || isLoading) return <PageLoading />;
  if (!isLoggedIn) {
    return (
      <div className="account-page">
        <h1 className="account-page__title">{t('nav.account')}</h1>
        <p>{t('account.needLogin')}</p>
        <Link to={paths.login.href()} className="button button--primary">
          {t('nav.login')}
        </Link>
      </div>
    );
  }
  return (
    <div className="account-page">
      <h1 className="account-page__title">{t('nav.account')}</h1>
      <p className="account-page__intro">{t('account.intro', { email: userEmail })}</p>
      <AddressStatus />
      {orders && (
        <section className="account-section" aria-labelledby="account-orders-title">
          <h2 id="account-orders-title" className="account-section__title">
            {t('account.orders.title')}
          </h2>
          {orders}
        </section>
      )}
      <NameForm current={userName} />
      <EmailForm current={userEmail} />
      <PasswordForm />
      <ExportForm />
      <DeleteForm />
    </div>
  );
}
