import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useSearchParams } from 'react-router';
import { safeNext } from '../../../lib/return-to';
import { RegisterDocument } from '../../../gql/graphql';
import { readServerRefusal } from '../../../lib/server-errors';
import { useSession } from '../../../lib/session';
import { AuthCard } from './auth-card';
import { RegisterForm, type RegisterValues } from './register-form';

export function RegisterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [register] = useMutation(RegisterDocument);
  // Reached from a page ("log in to join the conversation"): back there; from the header: home (spec §2).
  const next = safeNext(useSearchParams()[0].get('next'));

  const submit = async (input: RegisterValues) => {
    try {
      const { data } = await register({ variables: { input } });
      if (!data) return;
      // Registration logs the new user in at once: the mutation returns their token.
      signIn(data.register.token, data.register.user);
      await navigate(next ?? '/');
    } catch (error) {
      // Spec §8 logs a failed registration to the console; the form also shows the visitor why.
      console.error('Registration failed', error);
      return readServerRefusal(error);
    }
  };

  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <RegisterForm onSubmit={submit} next={next} />
    </AuthCard>
  );
}
