import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import { useConfig } from '../../../lib/config.ts';
import { useSignUp } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { InvitationSignUp } from '../components/InvitationSignUp.tsx';
import { SignUpForm } from '../components/SignUpForm.tsx';
import { isSignUpEnabled } from '../links.ts';
import { SIGN_IN_PATH } from '../paths.ts';

/**
 * /core/auth/sign-up: a new Customer company and its owner (POST /company/customer/signup). On 201 the
 * owner goes to "check your inbox": the email must be confirmed before signing in. Brands without self
 * sign-up (`brand.signUpEnabled === false`) send visitors to sign-in. With `?invitation=<token>` (a
 * service request mailed to an unknown address) it signs up the invited provider company instead.
 */
export function SignUpPage() {
  const { t } = useTranslation('auth');
  const config = useConfig();
  const invitation = useSearchParams()[0].get('invitation');

  let content = null;
  if (invitation !== null) content = <InvitationSignUp token={invitation} />;
  else if (!isSignUpEnabled(config)) return <Navigate to={SIGN_IN_PATH} replace />;
  else content = <CustomerSignUp brand={config.brand.name} />;

  return (
    <Stack gap="lg">
      {content}
      <Text size="sm" ta="center">
        {t('signUp.haveAccount')}{' '}
        <Anchor component={Link} to={SIGN_IN_PATH} inherit>
          {t('signUp.signIn')}
        </Anchor>
      </Text>
    </Stack>
  );
}

function CustomerSignUp({ brand }: { brand: string }) {
  const { t } = useTranslation('auth');
  const signUp = useSignUp();
  return (
    <Stack gap="lg">
      <AuthHeading title={t('signUp.title')} subtitle={t('signUp.subtitle', { brand })} />
      <SignUpForm send={signUp.mutate} pending={signUp.isPending} error={signUp.error} />
    </Stack>
  );
}
