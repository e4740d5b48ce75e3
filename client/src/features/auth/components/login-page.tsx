import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../../lib/return-to';
import { LoginDocument } from '../../../gql/graphql';
import { readServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { LoginForm, type LoginValues } from './login-form';

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [login] = useMutation(LoginDocument);
  // Reached from a page ("log in to join the conversation"): back there; from the header: home (spec §2).
  const next = safeNext(useSearchParams()[0].get('next'));

  const submit = async (input: LoginValues) => {
    try {
      const { data } = await login({ variables: { input } });
      if (!data) return;
      signIn(data.login.token, data.login.user);
      await navigate(next ?? '/');
    } catch (error) {
      // Spec §8 logs a failed login to the console; the form also shows the visitor why.
      console.error('Login failed', error);
      return readServerRefusal(error);
    }
  };

  return (
    <AuthCard title={t('auth.loginTitle')} intro={t('auth.loginIntro')}>
      <LoginForm onSubmit={submit} next={next} />
    </AuthCard>
  );
}
