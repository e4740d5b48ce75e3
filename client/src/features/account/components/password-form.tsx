import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/ui/text-field';
import { ChangePasswordDocument } from '../../../gql/account/graphql';
import { TEXT_LIMITS } from '../../../lib/refusal-text';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { FormFooter, Section, useAccountForm } from './account-form';

export function PasswordForm() {
  const { t } = useTranslation();
  const { signIn } = useSession();
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const form = useAccountForm();
  const [changePassword] = useMutation(ChangePasswordDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const { data } = await changePassword({ variables: { input: { currentPassword, newPassword } } });
      // Every other session ended with the change: this one goes on with the fresh token.
      if (data) signIn(data.changePassword.token, data.changePassword.user);
      setCurrentPassword('');
      setNewPassword('');
      return t('account.password.saved');
    });
  };
  return (
    <Section id="account-password" title={t('account.password.title')} intro={t('account.password.intro')}>
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          id="account-current-password"
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          required
          value={currentPassword}
          onValueChange={setCurrentPassword}
          error={form.reason('currentPassword')}
        />
        <TextField
          id="account-new-password"
          label={t('account.password.new')}
          type="password"
          autoComplete="new-password"
          required
          minLength={TEXT_LIMITS.min}
          value={newPassword}
          onValueChange={setNewPassword}
          error={form.reason('newPassword')}
        />
        <FormFooter
          submit={t('account.password.submit')}
          busy={form.busy}
          done={form.done}
          message={form.formMessage}
        />
      </form>
    </Section>
  );
}
