import { useState, type FormEvent } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { fieldReasonText } from '../../../lib/refusal-text';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { formRefusalText } from '../../../lib/refusal-text';
import type { ServerRefusal } from '../../../lib/server-errors';
import { useServerRefusal } from '../../../lib/forms/refusals';
import { useTouched } from '../use-touched';
import { EmailField } from './email-field';
import { isValidEmail } from '../validation';
import { paths } from '../../../lib/paths';
import { signInHref } from '../../../lib/return-to';

export interface LoginValues {
  email: string;
  password: string;
}

interface LoginFormProps {
  /** Resolves when the attempt is over, with the server's refusal when it refused; the button is enabled again afterwards. */
  onSubmit: (values: LoginValues) => Promise<ServerRefusal | void> | void;
  /** The page the sign-in returns to (lib/return-to.ts), kept by the link to register. */
  next?: string;
}

export function LoginForm({ onSubmit, next }: LoginFormProps) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { touched, touch } = useTouched<'email' | 'password'>();
  // Enabled once the app runs (before, the browser would send the form itself); a form not yet right says
  // why at its fields when sent, and the first of them takes the focus.
  const hydrated = useHydrated();
  const { refusal, setRefusal } = useServerRefusal<'email' | 'password'>();

  const emailValid = isValidEmail(email);
  const valid = emailValid && password.length > 0;
  // A refused login says why (wrong credentials, or how long to wait), not only in the console.
  const alert = refusal && formRefusalText(t, refusal, { UNAUTHENTICATED: t('errors.invalidCredentials') });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!valid) {
      touch('email');
      touch('password');
      document.getElementById(emailValid ? 'login-password' : 'login-email')?.focus();
      return;
    }
    setSubmitting(true);
    setRefusal(undefined);
    try {
      setRefusal((await onSubmit({ email, password })) ?? undefined);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <EmailField
        id="login-email"
        value={email}
        touched={Boolean(touched.email)}
        onValueChange={setEmail}
        onTouch={() => touch('email')}
      />
      <TextField
        id="login-password"
        label={t('auth.password')}
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        error={touched.password && !password ? fieldReasonText(t, 'password', 'REQUIRED') : undefined}
      />
      <p className="auth-form__forgot">
        {/* The address typed here goes along, so it is not typed again. */}
        <Link to={paths.forgotPassword.href()} state={email.trim() ? { email: email.trim() } : undefined}>
          {t('auth.forgotLink')}
        </Link>
      </p>
      <p className="auth-form__alert" role="alert">
        {alert}
      </p>
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!hydrated}
        aria-disabled={submitting || undefined}
      >
        {t('auth.loginSubmit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.noAccount')} <Link to={signInHref('register', next)}>{t('auth.registerLink')}</Link>
      </p>
    </form>
  );
}
