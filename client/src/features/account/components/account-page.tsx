import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { PageLoading } from '../../../components/ui/page-loading';
import {
  AccountAddressDocument,
  AccountExportDocument,
  ChangeNameDocument,
  ChangePasswordDocument,
  DeleteAccountDocument,
  RequestEmailChangeDocument,
  RequestEmailConfirmationDocument,
} from '../../../gql/account/graphql';
import { fieldReasonText, formRefusalText, TEXT_LIMITS } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { ACCOUNT_DELETED_KEY, TOKEN_KEY, writeStorage } from '../../../lib/storage';
import { useTranslation } from '../../../lib/translation';
import { useAccountTexts } from '../use-account-texts';
import './account.css';
import { paths } from '../../../lib/paths';

/** A form's submit state: the server's refusal (field reasons and the form's own message) and a success line. */
function useAccountForm() {
  const { t } = useTranslation();
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const [done, setDone] = useState<string>();
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<string | undefined>) => {
    if (busy) return;
    setBusy(true);
    setRefusal(undefined);
    setDone(undefined);
    try {
      setDone(await work());
    } catch (error) {
      setRefusal(readServerRefusal(error));
    } finally {
      setBusy(false);
    }
  };
  const reason = (field: string) => {
    const [code] = refusal?.fields[field] ?? [];
    return code ? fieldReasonText(t, field, code) : undefined;
  };
  const formMessage =
    refusal && (formRefusalText(t, refusal) ?? (refusal.fields.account ? reason('account') : undefined));
  return { run, busy, reason, done, formMessage };
}

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}) {
  return (
    <section className="account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="account-section__title">
        {title}
      </h2>
      <p className="account-section__intro">{intro}</p>
      {children}
    </section>
  );
}

function FormFooter({
  submit,
  busy,
  done,
  message,
  danger = false,
  children,
}: {
  submit: string;
  busy: boolean;
  done?: string;
  message?: string;
  danger?: boolean;
  children?: ReactNode;
}) {
  const button = (
    <button
      type="submit"
      className={`button ${danger ? 'account-form__danger' : 'button--primary'} account-form__submit`}
      disabled={busy}
    >
      {submit}
    </button>
  );
  return (
    <>
      <p className="account-form__alert" role="alert">
        {message}
      </p>
      {done && (
        <p className="account-form__done" role="status">
          {done}
        </p>
      )}
      {children ? (
        <div className="account-form__buttons">
          {button}
          {children}
        </div>
      ) : (
        button
      )}
    </>
  );
}

/**
 * Whether the account's address is confirmed; if not, a button mails the link that confirms it (an
 * order placed with a confirmed address holds its piece at once).
 */
function AddressStatus() {
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

function NameForm({ current }: { current: string }) {
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

function EmailForm({ current }: { current: string }) {
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

function PasswordForm() {
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

function ExportForm() {
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

/**
 * Deleting the account: a first button opens the question, and the question asks for the password, so a
 * wrong one is refused at its field before anything is gone and no second question follows it.
 */
function DeleteForm() {
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
