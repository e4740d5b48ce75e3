import { useEffect, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { useHydrated } from '../../../lib/use-hydrated';
import { useMutation } from '@apollo/client/react';
import { Link } from '../../../components/ui/link';
import { RequestPasswordResetDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../lib/translation';
import { formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal, type ServerRefusal } from '../../../lib/server-errors';
import { useTouched } from '../use-touched';
import { isValidEmail } from '../validation';
import { AuthCard } from './auth-card';
import { EmailField } from './email-field';
import { paths } from '../../../lib/paths';

/** /forgot-password: asks for a reset link; says the same whether or not the address has an account. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const carried = (useLocation().state as { email?: unknown } | null)?.email;
  const hydrated = useHydrated();
  // The address typed on /login comes along (in the navigation's state, never the address bar); filled in
  // once hydrated, so the first render is the server's.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- once, what the login page handed over
    if (typeof carried === 'string') setEmail((typed) => typed || carried);
  }, [carried]);
  const [sentTo, setSentTo] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<ServerRefusal>();
  const { touched, touch } = useTouched<'email'>();
  const [requestReset] = useMutation(RequestPasswordResetDocument);
  const valid = isValidEmail(email);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!valid) {
      touch('email');
      document.getElementById('forgot-email')?.focus();
      return;
    }
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await requestReset({ variables: { input: { email } } });
      setSentTo(email);
    } catch (error) {
      setRefusal(readServerRefusal(error));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AuthCard title={t('auth.forgotTitle')} intro={t('auth.forgotIntro')}>
      {sentTo ? (
        <div className="auth-form">
          <p className="auth-form__notice" role="status">
            {t('auth.forgotSent', { email: sentTo })}
          </p>
          <p className="auth-form__switch">
            <Link to={paths.login.href()}>{t('auth.backToLogin')}</Link>
          </p>
        </div>
      ) : (
        <form className="auth-form" onSubmit={submit} noValidate>
          <EmailField
            id="forgot-email"
            value={email}
            touched={Boolean(touched.email)}
            onValueChange={setEmail}
            onTouch={() => touch('email')}
          />
          <p className="auth-form__alert" role="alert">
            {refusal && formRefusalText(t, refusal)}
          </p>
          <button
            type="submit"
            className="button button--primary auth-form__submit"
            disabled={!hydrated}
            aria-disabled={submitting || undefined}
          >
            {t('auth.forgotSubmit')}
          </button>
          <p className="auth-form__switch">
            <Link to={paths.login.href()}>{t('auth.backToLogin')}</Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
