import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { TextField } from '../../../components/ui/text-field';
import { ResetPasswordDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../lib/translation';
import { fieldReasonText, formRefusalText } from '../../../lib/refusal-text';
import { readServerRefusal } from '../../../lib/server-errors';
import { useServerRefusal } from '../../../lib/forms/refusals';
import { passwordLength, PASSWORD_MAX, PASSWORD_MIN } from '../validation';
import { useHydrated } from '../../../lib/use-hydrated';
import { AuthCard } from './auth-card';
import { paths } from '../../../lib/paths';

/** /reset-password?token=…: the mailed link's page, where the new password is set (once, within 30 minutes). */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // The token is the browser's alone: the server renders the page without it (page-address.ts keeps no
  // secret in a kept page), so until hydrated the page is the form, as the server rendered it.
  const hydrated = useHydrated();
  const token = params.get('token') ?? '';
  const tokenKnown = !hydrated || token !== '';
  const [password, setPassword] = useState('');
  const [touched, setTouched] = useState(false);
  const [done, setDone] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const { refusal, setRefusal, reasonsFor, clearField } = useServerRefusal<'password' | 'token'>();
  const [resetPassword] = useMutation(ResetPasswordDocument);

  const count = passwordLength(password);
  const problem =
    count < PASSWORD_MIN
      ? t('auth.passwordTooShort', { min: PASSWORD_MIN })
      : count > PASSWORD_MAX
        ? t('auth.passwordTooLong', { max: PASSWORD_MAX })
        : undefined;
  const [passwordCode] = reasonsFor('password');
  // A link with no token is as good as a wrong one: say so before anything is typed.
  const [tokenCode] = tokenKnown ? reasonsFor('token') : ['RESET_LINK_INVALID'];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched(true);
    if (problem || submitting) return;
    setSubmitting(true);
    setRefusal(undefined);
    try {
      await resetPassword({ variables: { input: { token, password } } });
      setDone(true);
    } catch (error) {
      setRefusal(readServerRefusal(error));
    } finally {
      setSubmitting(false);
    }
  };

  if (done) {
    return (
      <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetDone')}>
        <Link className="button button--primary auth-form__submit" to={paths.login.href()}>
          {t('auth.loginSubmit')}
        </Link>
      </AuthCard>
    );
  }
  if (tokenCode) {
    return (
      <AuthCard title={t('auth.resetTitle')} intro="">
        <p className="auth-form__alert" role="alert">
          {fieldReasonText(t, 'token', tokenCode)}
        </p>
        <Link className="button button--primary auth-form__submit" to={paths.forgotPassword.href()}>
          {t('auth.askNewLink')}
        </Link>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.resetTitle')} intro={t('auth.resetIntro')}>
      <form className="auth-form" onSubmit={submit} noValidate>
        <TextField
          id="reset-password"
          label={t('auth.newPassword')}
          type="password"
          autoComplete="new-password"
          required
          value={password}
          onValueChange={(value) => {
            setPassword(value);
            clearField('password');
          }}
          onBlur={() => password && setTouched(true)}
          error={
            (touched && problem) || (passwordCode ? fieldReasonText(t, 'password', passwordCode) : undefined)
          }
        />
        <p className="auth-form__alert" role="alert">
          {refusal && formRefusalText(t, refusal)}
        </p>
        <button type="submit" className="button button--primary auth-form__submit" disabled={submitting}>
          {t('auth.resetSubmit')}
        </button>
      </form>
    </AuthCard>
  );
}
