import { Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { Trans, useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { ResendActivation } from '../components/ResendActivation.tsx';
import { SignInLink } from '../components/SignInLink.tsx';

/**
 * /core/auth/verify?email=…: "check your inbox" after sign-up, with a button that sends the email again
 * (the server limits how often: its 429 message is shown). Without an address the user types one.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const email = searchParams.get('email')?.trim() || undefined;

  return (
    <Stack gap="lg">
      <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
        <IconMail size={26} />
      </ThemeIcon>
      <AuthHeading title={t('verify.title')} />
      <Text size="sm" data-testid="verify-message">
        {email ? (
          <Trans
            t={t}
            i18nKey="verify.sentTo"
            values={{ email }}
            components={{ email: <Text component="span" inherit fw={600} dir="ltr" /> }}
          />
        ) : (
          t('verify.sentNoEmail')
        )}
      </Text>
      <Text size="sm" c="dimmed">
        {t('verify.hint')}
      </Text>
      <ResendActivation email={email} />
      <SignInLink />
    </Stack>
  );
}
