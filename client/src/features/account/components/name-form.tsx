import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { TextField } from '../../../components/ui/text-field';
import { ChangeNameDocument } from '../../../gql/account/graphql';
import { TEXT_LIMITS } from '../../../lib/refusal-text';
import { useSession } from '../../../lib/session';
import { useTranslation } from '../../../lib/translation';
import { FormFooter, Section, useAccountForm } from './account-form';

export function NameForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const { refresh } = useSession();
  const [name, setName] = useState(current);
  const form = useAccountForm();
  const [changeName] = useMutation(ChangeNameDocument);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      await changeName({ variables: { input: { name } } });
      refresh();
      return t('account.name.saved');
    });
  };
  return (
    <Section id="account-name" title={t('account.name.title')} intro={t('account.name.intro')}>
      <form className="account-form" onSubmit={submit} noValidate>
        <TextField
          id="account-name-input"
          label={t('account.name.label')}
          autoComplete="name"
          maxLength={TEXT_LIMITS.nameMax}
          required
          value={name}
          onValueChange={setName}
          error={form.reason('name')}
        />
        <FormFooter
          submit={t('account.name.submit')}
          busy={form.busy}
          done={form.done}
          message={form.formMessage}
        />
      </form>
    </Section>
  );
}
