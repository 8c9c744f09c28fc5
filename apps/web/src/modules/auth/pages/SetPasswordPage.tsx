import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSetPassword } from '../api.ts';
import { PasswordFromLink } from '../components/PasswordFromLink.tsx';
import { FORGOT_PASSWORD_PATH } from '../paths.ts';

/**
 * /core/auth/set-password/:token: an invited user chooses a first password (rules R51, R52, match R53);
 * the link also confirms the address. Success goes to sign-in with a notice.
 */
export function SetPasswordPage() {
  const { t } = useTranslation('auth');
  const { token } = useParams();
  const setPassword = useSetPassword();
  return (
    <PasswordFromLink
      token={token}
      save={setPassword}
      texts="setPassword"
      notice="passwordSet"
      invalidLink={
        <>
          <Text size="sm" c="dimmed">
            {t('setPassword.invalidHint')}
          </Text>
          <Button component={Link} to={FORGOT_PASSWORD_PATH} fullWidth>
            {t('setPassword.requestReset')}
          </Button>
        </>
      }
    />
  );
}
