import { Anchor, Box, Burger, Button, Group, Text } from '@mantine/core';
import { IconLogout, IconUserCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fullName, useSessionUser } from '../../lib/session.ts';
import { useSignOut } from '../../modules/auth/api.ts';
import { WhatsNewLink } from '../../modules/core-pages/components/WhatsNewLink.tsx';
import { BrandMark } from '../../ui/BrandMark.tsx';
import { LanguageMenu } from '../../ui/LanguageMenu.tsx';
import { RealtimeIndicator } from '../realtime/RealtimeIndicator.tsx';

interface MainHeaderProps {
  navbarOpened: boolean;
  onToggleNavbar: () => void;
  /** The company selector, for admins and integrators on wide screens. */
  companySelector?: ReactNode;
}

/** Burger (below `sm`), brand, company selector, live-updates state, signed-in user, language and sign out. */
export function MainHeader({ navbarOpened, onToggleNavbar, companySelector }: MainHeaderProps) {
  const { t } = useTranslation(['common', 'shell']);
  const user = useSessionUser();
  const signOut = useSignOut();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap" gap="sm">
      <Group gap="sm" wrap="nowrap" miw={0}>
        <Burger
          opened={navbarOpened}
          onClick={onToggleNavbar}
          hiddenFrom="sm"
          size="sm"
          aria-label={t('shell:nav.toggle')}
        />
        <Anchor component={Link} to="/" underline="never" c="inherit">
          <BrandMark />
        </Anchor>
      </Group>
      <Group gap="sm" wrap="nowrap">
        {companySelector}
        <RealtimeIndicator />
        {user && (
          <Group gap={6} wrap="nowrap" visibleFrom="md">
            <IconUserCircle size={20} stroke={1.5} />
            <Text size="sm" fw={500} data-testid="header-user-name">
              {fullName(user)}
            </Text>
          </Group>
        )}
        <WhatsNewLink />
        <LanguageMenu />
        <Button
          variant="default"
          aria-label={t('actions.signOut')}
          leftSection={<IconLogout size={16} />}
          loading={signOut.isPending}
          onClick={() => signOut.mutate()}
          px={{ base: 'xs', sm: 'md' }}
        >
          <Box component="span" visibleFrom="sm">
            {t('actions.signOut')}
          </Box>
        </Button>
      </Group>
    </Group>
  );
}
