import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useSetPassword } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { InvalidLink } from '../components/InvalidLink.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { SignInLink } from '../components/SignInLink.tsx';
import { authErrorText, isInvalidLink, isLinkToken } from '../links.ts';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH, type SignInState } from '../paths.ts';

/**
 * /core/auth/set-password/:token: an invited user chooses a first password (rules R51, R52, match R53);
 * the link also confirms the address. Success goes to sign-in with a notice.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { token } = useParams();
  const setPassword = useSetPassword();

  const invalid = !isLinkToken(token) || isInvalidLink(setPassword.error);
  const failure = setPassword.error && !invalid ? authErrorText(t, setPassword.error) : null;

  return (
    <Stack gap="lg">
      <AuthHeading
        title={t('setPassword.title')}
        subtitle={invalid ? undefined : t('setPassword.subtitle')}
      />
      {invalid ? (
        <InvalidLink error={setPassword.error}>
          <Text size="sm" c="dimmed">
            {t('setPassword.invalidHint')}
          </Text>
          <Button component={Link} to={FORGOT_PASSWORD_PATH} fullWidth>
            {t('setPassword.requestReset')}
          </Button>
        </InvalidLink>
      ) : (
        <>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('setPassword.failed')}>
              {failure}
            </Alert>
          )}
          <NewPasswordForm
            submitLabel={t('setPassword.submit')}
            pending={setPassword.isPending}
            onSubmit={(password, fields) =>
              setPassword.mutate(
                { token, password },
                {
                  onSuccess: () =>
                    navigate(SIGN_IN_PATH, {
                      replace: true,
                      state: { notice: 'passwordSet' } satisfies SignInState,
                    }),
                  onError: (error) => fields.setFromError(error),
                },
              )
            }
          />
        </>
      )}
      <SignInLink />
    </Stack>
  );
}
