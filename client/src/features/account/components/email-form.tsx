import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/ui/text-field';
import { RequestEmailChangeDocument } from '../../../gql/account/graphql';
import { useTranslation } from '../../../lib/translation';
import { FormFooter, Section, useAccountForm } from './account-form';

export function EmailForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');
  const form = useAccountForm();
  const [requestChange] = useMutation(RequestEmailChangeDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      await requestChange({ variables: { input: { newEmail, password } } });
      setPassword('');
      return t('account.email.sent', { email: newEmail.trim() });
    });
  };
  return (
    <Section
      id="account-email"
      title={t('account.email.title')}
      intro={t('account.email.intro', { email: current })}
    >
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          id="account-new-email"
          label={t('account.email.label')}
          type="email"
          autoComplete="email"
          required
          value={newEmail}
          onValueChange={setNewEmail}
          error={form.reason('newEmail')}
        />
        <TextField
          id="account-email-password"
          label={t('account.email.password')}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onValueChange={setPassword}
          error={form.reason('password')}
        />
        <FormFooter
          submit={t('account.email.submit')}
          busy={form.busy}
          done={form.done}
          message={form.formMessage}
        />
      </form>
    </Section>
  );
}
