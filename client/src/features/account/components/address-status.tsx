import type { FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { AccountAddressDocument, RequestEmailConfirmationDocument } from '../../../gql/account/graphql';
import { useTranslation } from '../../../lib/translation';
import { FormFooter, useAccountForm } from './account-form';

/**
 * Whether the account's address is confirmed; if not, a button mails the link that confirms it (an
 * order placed with a confirmed address holds its piece at once).
 */
export function AddressStatus() {
  const { t } = useTranslation();
  const { data } = useQuery(AccountAddressDocument, { fetchPolicy: 'cache-and-network' });
  const form = useAccountForm();
  const [requestConfirmation] = useMutation(RequestEmailConfirmationDocument);
  if (!data) return null;
  const { email, emailConfirmed } = data.me;
  if (emailConfirmed) {
    return <p className="account-address account-address--confirmed">{t('account.address.confirmed')}</p>;
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      await requestConfirmation();
      return t('account.address.sent', { email });
    });
  };
  return (
    <form className="account-address" onSubmit={submit} aria-labelledby="account-address-state">
      <p id="account-address-state" className="account-address__state">
        {t('account.address.unconfirmed')}
      </p>
      <p className="account-address__why">{t('account.address.why')}</p>
      {form.done ? (
        <p className="account-form__done" role="status">
          {form.done}
        </p>
      ) : (
        <FormFooter submit={t('account.address.submit')} busy={form.busy} message={form.formMessage} />
      )}
    </form>
  );
}
