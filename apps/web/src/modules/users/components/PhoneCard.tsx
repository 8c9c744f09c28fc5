import type { users } from '@atrium/contracts';
import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobileCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { verifyNumberPath } from '../paths.ts';

/** One's own mobile number: verified or not, and the way to verify (or change) it. */
export function PhoneCard({ profile }: { profile: users.Profile }) {
  const { t } = useTranslation('users');
  const verified = profile.phone !== null;
  return (
    <Card withBorder padding="lg" radius="md" data-testid="phone">
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="md">
        <Stack gap={4}>
          <Group gap="xs">
            <Title order={3} fz="h4">
              {t('phone.title')}
            </Title>
            <Badge variant="light" color={verified ? 'teal' : 'orange'} data-testid="phone-status">
              {verified ? t('phone.verified') : t('phone.notVerified')}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" dir={verified ? 'ltr' : undefined}>
            {verified ? profile.phone : t('phone.describeNone')}
          </Text>
        </Stack>
        <Button
          component={Link}
          to={verifyNumberPath(profile.id)}
          variant={verified ? 'default' : 'filled'}
          leftSection={<IconDeviceMobileCheck size={16} />}
        >
          {verified ? t('phone.change') : t('phone.verify')}
        </Button>
      </Group>
    </Card>
  );
}
