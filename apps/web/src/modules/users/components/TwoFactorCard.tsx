import type { users } from '@atrium/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconShieldCheck, IconShieldOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useTfaSwitch } from '../api.ts';
import { TwoFactorOffModal } from './TwoFactorOffModal.tsx';
import { TwoFactorSetupModal } from './TwoFactorSetupModal.tsx';

/**
 * Two-step verification on one's own profile: whether sign-in asks for an authenticator code, and the
 * way to turn it on (scan the QR code, confirm with a code) or off (confirm with a code).
 */
export function TwoFactorCard({ profile }: { profile: users.Profile }) {
  const { t } = useTranslation('users');
  const [open, setOpen] = useState<'setup' | 'off' | null>(null);
  const start = useTfaSwitch(profile.id);
  const on = profile.tfaEnabled;
  // Started from the click, not from the dialog mounting: each start makes a new secret.
  const turnOn = () => {
    start.mutate({ enable: true });
    setOpen('setup');
  };
  return (
    <Card withBorder padding="lg" radius="md" data-testid="two-factor">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="h4">
              {t('tfa.title')}
            </Title>
            <Badge variant="light" color={on ? 'teal' : 'gray'} data-testid="two-factor-status">
              {on ? t('tfa.on') : t('tfa.off')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {on ? t('tfa.describeOn') : t('tfa.describeOff')}
          </Text>
        </Stack>
        {on ? (
          <Button
            variant="default"
            color="red"
            leftSection={<IconShieldOff size={16} />}
            onClick={() => setOpen('off')}
          >
            {t('tfa.turnOff')}
          </Button>
        ) : (
          <Button leftSection={<IconShieldCheck size={16} />} onClick={turnOn}>
            {t('tfa.turnOn')}
          </Button>
        )}
      </Group>
      <TwoFactorSetupModal
        start={start}
        userId={profile.id}
        opened={open === 'setup'}
        onClose={() => {
          setOpen(null);
          start.reset();
        }}
      />
      <TwoFactorOffModal userId={profile.id} opened={open === 'off'} onClose={() => setOpen(null)} />
    </Card>
  );
}
