import { Anchor, Button, Group, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, useSessionUser } from '../../lib/session.ts';
import { useSignOut } from '../../modules/auth/api.ts';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';

/** Brand, signed-in user, language and sign out. */
export function MainHeader() {
  const { t } = useTranslation('common');
  const user = useSessionUser();
  const signOut = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Anchor component={Link} to="/" underline="never" c="inherit">
        <BrandMark />
      </Anchor>
      <Group gap="sm" wrap="nowrap">
        {user && (
          <Group gap={6} wrap="nowrap" visibleFrom="xs">
            <IconUserCircle size={20} stroke={1.5} />
            <Text size="sm" fw={500} data-testid="header-user-name">
              {fullName(user)}
            </Text>
          </Group>
        )}
        <LanguageMenu />
        <Button
          variant="default"
          leftSection={<IconLogout size={16} />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
        >
          {t('actions.signOut')}
        </Button>
      </Group>
    </Group>
  );
}
