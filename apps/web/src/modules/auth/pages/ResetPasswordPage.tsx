import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useResetPassword } from '../api.ts';
import { AuthHeading } from '../components/AuthHeading.tsx';
import { InvalidLink } from '../components/InvalidLink.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { SignInLink } from '../components/SignInLink.tsx';
import { authErrorText, isInvalidLink, isLinkToken } from '../links.ts';
import { FORGOT_PASSWORD_PATH, SIGN_IN_PATH, type SignInState } from '../paths.ts';

/**
 * /core/auth/reset-password?token=…: the emailed reset link. A new password (rules R51, R52, match R53);
 * success goes to sign-in with a notice; a missing, used or expired link offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = useResetPassword();

  const invalid = !isLinkToken(token) || isInvalidLink(reset.error);
  const failure = reset.error && !invalid ? authErrorText(t, reset.error) : null;

  return (
    <Stack gap="lg">
      <AuthHeading title={t('reset.title')} subtitle={invalid ? undefined : t('reset.subtitle')} />
      {invalid ? (
        <InvalidLink error={reset.error}>
          <Button component={Link} to={FORGOT_PASSWORD_PATH} fullWidth>
            {t('reset.requestNew')}
          </Button>
        </InvalidLink>
      ) : (
        <>
          {failure && (
            <Alert color="red" variant="light" icon={<IconAlertCircle />} title={t('reset.failed')}>
              {failure}
            </Alert>
          )}
          <NewPasswordForm
            submitLabel={t('reset.submit')}
            pending={reset.isPending}
            onSubmit={(password, fields) =>
              reset.mutate(
                { token, password },
                {
                  onSuccess: () =>
                    navigate(SIGN_IN_PATH, {
                      replace: true,
                      state: { notice: 'passwordReset' } satisfies SignInState,
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
