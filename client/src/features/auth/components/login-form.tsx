import { useState, type FormEvent } from 'react';
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
  const { touched, touch } = useTouched<'email'>();
  const { refusal, setRefusal } = useServerRefusal<'email' | 'password'>();

  const emailValid = isValidEmail(email);
  const valid = emailValid && password.length > 0;
  // A refused login says why (wrong credentials, or how long to wait), not only in the console.
  const alert = refusal && formRefusalText(t, refusal, { UNAUTHENTICATED: t('errors.invalidCredentials') });

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
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
      />
      <p className="auth-form__forgot">
        <Link to={paths.forgotPassword.href()}>{t('auth.forgotLink')}</Link>
      </p>
      <p className="auth-form__alert" role="alert">
        {alert}
      </p>
      <button type="submit" className="button button--primary auth-form__submit" disabled={!valid || submitting}>
        {t('auth.loginSubmit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.noAccount')} <Link to={signInHref('register', next)}>{t('auth.registerLink')}</Link>
      </p>
    </form>
  );
}
