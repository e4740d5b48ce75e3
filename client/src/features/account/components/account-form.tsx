import { useState, type ReactNode } from 'react';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useTranslation } from '../../../lib/translation';

/** A form's submit state: the server's refusal (field reasons and the form's own message) and a success line. */
export function useAccountForm() {
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

export function Section({
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

export function FormFooter({
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
