import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { ConfirmEmailAddressDocument, ConfirmEmailChangeDocument } from '../../../gql/account/graphql';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { useAccountTexts } from '../use-account-texts';
import './account.css';

/**
 * /account/confirm-email?token=…: the page of the link mailed to a new address; with `kind=address`,
 * of the link that confirms the account's own address. Either waits for a click here, so a mail
 * scanner that opens links cannot do it.
 */
export function ConfirmEmailPage() {
  const { t } = useTranslation();
  const ready = useAccountTexts();
  const { isLoggedIn, refresh } = useSession();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const ownAddress = params.get('kind') === 'address';
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [confirmedAs, setConfirmedAs] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [confirmChange] = useMutation(ConfirmEmailChangeDocument);
  const [confirmAddress] = useMutation(ConfirmEmailAddressDocument);
  if (!ready) return <PageLoading />;

  const submit = async () => {
    setBusy(true);
    setRefusal(undefined);
    try {
      const variables = { input: { token } };
      const account = ownAddress
        ? (await confirmAddress({ variables })).data?.confirmEmailAddress
        : (await confirmChange({ variables })).data?.confirmEmailChange;
      setConfirmedAs(account?.email);
      if (isLoggedIn) refresh();
    } catch (error) {
      setRefusal(readServerRefusal(error));
    } finally {
      setBusy(false);
    }
  };
  // A link with no token is as good as a wrong one.
  const [tokenCode] = token
    ? (refusal?.fields.token ?? refusal?.fields.newEmail ?? [])
    : ['EMAIL_LINK_INVALID'];
  const field = refusal?.fields.newEmail ? 'newEmail' : 'token';

  return (
    <div className="account-page account-page--narrow">
      <h1 className="account-page__title">
        {ownAddress ? t('account.confirmAddress.title') : t('meta.confirmEmailTitle')}
      </h1>
      {confirmedAs ? (
        <>
          <p className="account-form__done" role="status">
            {t(ownAddress ? 'account.confirmAddress.done' : 'account.confirmEmail.done', {
              email: confirmedAs,
            })}
          </p>
          <Link className="button button--primary" to={isLoggedIn ? '/account' : '/login'}>
            {isLoggedIn ? t('account.confirmEmail.toAccount') : t('nav.login')}
          </Link>
        </>
      ) : tokenCode ? (
        <>
          <p className="account-form__alert" role="alert">
            {fieldReasonText(t, field, tokenCode)}
          </p>
          <Link className="button button--primary" to={isLoggedIn ? '/account' : '/'}>
            {isLoggedIn ? t('account.confirmEmail.toAccount') : t('account.confirmEmail.toHome')}
          </Link>
        </>
      ) : (
        <>
          <p className="account-page__intro">
            {t(ownAddress ? 'account.confirmAddress.intro' : 'account.confirmEmail.intro')}
          </p>
          <p className="account-form__alert" role="alert">
            {refusal && formRefusalText(t, refusal)}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void submit()}
          >
            {t(ownAddress ? 'account.confirmAddress.submit' : 'account.confirmEmail.submit')}
          </button>
        </>
      )}
    </div>
  );
}
