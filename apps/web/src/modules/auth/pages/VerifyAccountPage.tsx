import { Button, Center, Loader, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ErrorState } from '../../../ui/ErrorState.tsx';
import { useVerifyAccount } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { InvalidLink } from '../components/InvalidLink.tsx';
import { ResendActivation } from '../components/ResendActivation.tsx';
import { SignInLink } from '../components/SignInLink.tsx';
import { authErrorText, isInvalidLink, isLinkToken } from '../links.ts';
import { SIGN_IN_PATH, type SignInState } from '../paths.ts';

/**
 * /core/auth/verify-account/:token: the emailed confirmation link. Confirms on load (once per token), then
 * offers sign-in; a used or expired link offers to send a new one.
 */
export function VerifyAccountPage() {
  const { t } = useTranslation('auth');
  const { token = '' } = useParams();
  const wellFormed = isLinkToken(token);
  const verify = useVerifyAccount(token, wellFormed);

  if (!wellFormed || isInvalidLink(verify.error)) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('verifyAccount.title')} />
        <InvalidLink error={verify.error}>
          <Text size="sm" c="dimmed">
            {t('verifyAccount.resendHint')}
          </Text>
          <ResendActivation />
        </InvalidLink>
        <SignInLink />
      </Stack>
    );
  }

  if (verify.isError) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('verifyAccount.title')} />
        <ErrorState
          title={t('verifyAccount.failed')}
          description={authErrorText(t, verify.error)}
          onRetry={() => void verify.refetch()}
          retrying={verify.isFetching}
        />
        <SignInLink />
      </Stack>
    );
  }

  if (verify.isPending) {
    return (
      <Stack gap="lg">
        <AuthHeading title={t('verifyAccount.title')} />
        <Center py="lg" role="status" aria-live="polite">
          <Stack align="center" gap="sm">
            <Loader size="md" />
            <Text size="sm" c="dimmed">
              {t('verifyAccount.checking')}
            </Text>
          </Stack>
        </Center>
      </Stack>
    );
  }

  return (
    <Stack gap="lg" data-testid="account-verified">
      <ThemeIcon size={48} radius="xl" variant="light" color="teal" aria-hidden>
        <IconCircleCheck size={28} />
      </ThemeIcon>
      <AuthHeading title={t('verifyAccount.doneTitle')} subtitle={t('verifyAccount.done')} />
      <Button
        component={Link}
        to={SIGN_IN_PATH}
        state={{ notice: 'accountVerified' } satisfies SignInState}
        fullWidth
      >
        {t('verifyAccount.signIn')}
      </Button>
    </Stack>
  );
}
