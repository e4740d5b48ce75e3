import { useMutation } from '@apollo/client/react';
import { useTranslation } from '../../../lib/translation';
import { useNavigate } from 'react-router';
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

  const submit = async (input: RegisterValues) => {
    try {
      const { data } = await register({ variables: { input } });
      if (!data) return;
      // Registration logs the new user in at once: the mutation returns their token.
      signIn(data.register.token, data.register.user);
      await navigate('/');
    } catch (error) {
      // Spec §8 logs a failed registration to the console; the form also shows the visitor why.
      console.error('Registration failed', error);
      return readServerRefusal(error);
    }
  };

  return (
    <AuthCard title={t('auth.registerTitle')} intro={t('auth.registerIntro')}>
      <RegisterForm onSubmit={submit} />
    </AuthCard>
  );
}
