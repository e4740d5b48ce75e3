import { useState, type FormEvent } from 'react';
import { useHydrated } from '../../../lib/use-hydrated';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import type { ServerRefusal } from '../../../lib/server-errors';
import { useServerRefusal } from '../../../lib/forms/refusals';
import { useTouched } from '../use-touched';
import { EmailField } from './email-field';
import { isValidEmail, isValidName, passwordLength, PASSWORD_MAX, PASSWORD_MIN } from '../validation';
import { signInHref } from '../../../lib/return-to';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

type Field = keyof RegisterValues;

interface RegisterFormProps {
  /** Resolves when the attempt is over, with the server's refusal when it refused; the button is enabled again afterwards. */
  onSubmit: (values: RegisterValues) => Promise<ServerRefusal | void> | void;
  /** The page the sign-in returns to (lib/return-to.ts), kept by the link to log in. */
  next?: string;
}

export function RegisterForm({ onSubmit, next }: RegisterFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { touched, touch } = useTouched<Field>();
  const { refusal, setRefusal, reasonsFor, clearField } = useServerRefusal<Field>();
  // Enabled once the app runs (before, the browser would send the form itself); a form not yet right says
  // why at its fields when sent, and the first of them takes the focus.
  const hydrated = useHydrated();

  const nameValid = isValidName(name);
  const emailValid = isValidEmail(email);
  const passwordCount = passwordLength(password);
  const passwordProblem =
    passwordCount < PASSWORD_MIN
      ? t('auth.passwordTooShort', { min: PASSWORD_MIN })
      : passwordCount > PASSWORD_MAX
        ? t('auth.passwordTooLong', { max: PASSWORD_MAX })
        : undefined;
  const valid = nameValid && emailValid && !passwordProblem;

  /** The server's reason for a field: a refused registration says why. */
  const serverReason = (field: Field) => {
    const [code] = reasonsFor(field);
    return code ? fieldReasonText(t, field, code) : undefined;
  };
  const alert = refusal && formRefusalText(t, refusal);

  const change = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    touch(field);
    clearField(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    if (!valid) {
      (['name', 'email', 'password'] as const).forEach(touch);
      const first = !nameValid ? 'name' : !emailValid ? 'email' : 'password';
      document.getElementById(`register-${first}`)?.focus();
      return;
    }
    setSubmitting(true);
    setRefusal(undefined);
    try {
      setRefusal((await onSubmit({ name: name.trim(), email, password })) ?? undefined);
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        id="register-name"
        label={t('auth.name')}
        type="text"
        autoComplete="name"
        required
        value={name}
        onValueChange={change('name', setName)}
        onBlur={() => touch('name')}
        error={touched.name && !nameValid ? t('auth.nameRequired') : serverReason('name')}
      />
      <EmailField
        id="register-email"
        value={email}
        touched={Boolean(touched.email)}
        onValueChange={change('email', setEmail)}
        onTouch={() => touch('email')}
        serverError={serverReason('email')}
      />
      <TextField
        id="register-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        hint={t('auth.passwordRule', { min: PASSWORD_MIN })}
        value={password}
        onValueChange={change('password', setPassword)}
        onBlur={() => password && touch('password')}
        error={(touched.password && passwordProblem) || serverReason('password')}
      />
      <p className="auth-form__alert" role="alert">
        {alert}
      </p>
      <button
        type="submit"
        className="button button--primary auth-form__submit"
        disabled={!hydrated}
        aria-disabled={submitting || undefined}
      >
        {t('auth.registerSubmit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.haveAccount')} <Link to={signInHref('login', next)}>{t('auth.loginLink')}</Link>
      </p>
    </form>
  );
}
