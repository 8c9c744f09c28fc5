import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useResetPassword } from '../api.ts';
import { PasswordFromLink } from '../components/PasswordFromLink.tsx';
import { FORGOT_PASSWORD_PATH } from '../paths.ts';

/**
 * /core/auth/reset-password?token=…: the emailed reset link. A new password (rules R51, R52, match R53);
 * success goes to sign-in with a notice; a missing, used or expired link offers to ask for a new one.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  const [searchParams] = useSearchParams();
  const reset = useResetPassword();
  return (
    <PasswordFromLink
      token={searchParams.get('token')}
      save={reset}
      texts="reset"
      notice="passwordReset"
      invalidLink={
        <Button component={Link} to={FORGOT_PASSWORD_PATH} fullWidth>
          {t('reset.requestNew')}
        </Button>
      }
    />
  );
}
