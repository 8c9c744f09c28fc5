import { Anchor, Center, Text } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SIGN_IN_PATH } from '../paths.ts';

/** "Back to sign in", under the auth pages that are not sign-in. */
export function SignInLink() {
  const { t, i18n } = useTranslation('auth');
  const Arrow = i18n.dir() === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Center>
      <Anchor component={Link} to={SIGN_IN_PATH} size="sm">
        <Text component="span" inherit style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
          <Arrow size={14} aria-hidden />
          {t('common.backToSignIn')}
        </Text>
      </Anchor>
    </Center>
  );
}
