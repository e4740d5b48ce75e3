import type { FormEvent } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { AccountExportDocument } from '../../../gql/account/graphql';
import { useTranslation } from '../../../lib/translation';
import { FormFooter, Section, useAccountForm } from './account-form';

export function ExportForm() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const form = useAccountForm();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void form.run(async () => {
      const { data } = await client.query({ query: AccountExportDocument, fetchPolicy: 'no-cache' });
      const url = URL.createObjectURL(new Blob([data?.accountExport ?? '{}'], { type: 'application/json' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = 'soutache-account.json';
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      return t('account.export.done');
    });
  };
  return (
    <Section id="account-export" title={t('account.export.title')} intro={t('account.export.intro')}>
      <form className="account-form" onSubmit={submit}>
        <FormFooter
          submit={t('account.export.submit')}
          busy={form.busy}
          done={form.done}
          message={form.formMessage}
        />
      </form>
    </Section>
  );
}
