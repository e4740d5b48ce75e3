import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TextField } from '../../../components/ui/text-field';
import { useTouched } from '../use-touched';
import { EmailField } from './email-field';
import { isValidEmail, isValidName, isValidPassword, PASSWORD_MIN } from '../validation';

export interface RegisterValues {
  name: string;
  email: string;
  password: string;
}

interface RegisterFormProps {
  /** Resolves when the attempt is over; the button is enabled again afterwards. */
  onSubmit: (values: RegisterValues) => Promise<unknown> | void;
}

export function RegisterForm({ onSubmit }: RegisterFormProps) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { touched, touch } = useTouched<'name' | 'email' | 'password'>();

  const nameValid = isValidName(name);
  const emailValid = isValidEmail(email);
  const passwordValid = isValidPassword(password);
  const valid = nameValid && emailValid && passwordValid;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || submitting) return;
    setSubmitting(true);
    try {
      await onSubmit({ name: name.trim(), email, password });
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
        onValueChange={(value) => {
          setName(value);
          touch('name');
        }}
        onBlur={() => touch('name')}
        error={touched.name && !nameValid ? t('auth.nameRequired') : undefined}
      />
      <EmailField
        id="register-email"
        value={email}
        touched={Boolean(touched.email)}
        onValueChange={setEmail}
        onTouch={() => touch('email')}
      />
      <TextField
        id="register-password"
        label={t('auth.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={PASSWORD_MIN}
        value={password}
        onValueChange={(value) => {
          setPassword(value);
          touch('password');
        }}
        onBlur={() => password && touch('password')}
        error={touched.password && !passwordValid ? t('auth.passwordTooShort', { min: PASSWORD_MIN }) : undefined}
      />
      <button type="submit" className="button button--primary auth-form__submit" disabled={!valid || submitting}>
        {t('auth.registerSubmit')}
      </button>
      <p className="auth-form__switch">
        {t('auth.haveAccount')} <Link to="/login">{t('auth.loginLink')}</Link>
      </p>
    </form>
  );
}
