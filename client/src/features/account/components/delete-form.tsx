import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/ui/text-field';
import { DeleteAccountDocument } from '../../../gql/account/graphql';
import { ACCOUNT_DELETED_KEY, TOKEN_KEY, writeStorage } from '../../../lib/storage';
import { useTranslation } from '../../../lib/translation';
import { FormFooter, Section, useAccountForm } from './account-form';

/**
 * Deleting the account: a first button opens the question, and the question asks for the password, so a
 * wrong one is refused at its field before anything is gone and no second question follows it.
 */
export function DeleteForm() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const [deleteAccount] = useMutation(DeleteAccountDocument);
  const opener = useRef<HTMLButtonElement>(null);
  const refusedAt = form.reason('password');
  useEffect(() => {
    if (asking || refusedAt) document.getElementById('account-delete-password')?.focus();
  }, [asking, refusedAt]);
  const cancel = () => {
    setAsking(false);
    setPassword('');
    // The opener comes back in the same render; focus it once it is there.
    setTimeout(() => opener.current?.focus());
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      await deleteAccount({ variables: { input: { password } } });
      // The account is gone and with it every session: start afresh, signed out, on the home page, which says so.
      try {
        sessionStorage.setItem(ACCOUNT_DELETED_KEY, '1');
      } catch {
        // Storage refused (a privacy mode): the home page simply says nothing.
      }
      writeStorage(TOKEN_KEY, null);
      window.location.assign('/');
      return undefined;
    });
  };
  return (
    <Section id="account-delete" title={t('account.delete.title')} intro={t('account.delete.intro')}>
      {asking ? (
        <form className="account-form" onSubmit={submit} noValidate>
          <fieldset className="account-delete__question">
            <legend className="account-delete__legend">{t('account.delete.confirm')}</legend>
            <TextField
              id="account-delete-password"
              label={t('account.delete.password')}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onValueChange={setPassword}
              error={refusedAt}
            />
          </fieldset>
          <FormFooter submit={t('account.delete.yes')} busy={form.busy} message={form.formMessage} danger>
            <button type="button" className="button button--ghost" onClick={cancel} disabled={form.busy}>
              {t('account.delete.cancel')}
            </button>
          </FormFooter>
        </form>
      ) : (
        <button
          ref={opener}
          type="button"
          className="button account-form__danger account-form__submit"
          onClick={() => setAsking(true)}
        >
          {t('account.delete.submit')}
        </button>
      )}
    </Section>
  );
}
