import { Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../companies/components/format.ts';
import { useMyAllocations } from '../api.ts';

/** A customer's token quotas from its integrator: quota, used, remaining, until when. */
export function MyQuota() {
  const { t } = useTranslation('management');
  const mine = useMyAllocations();
  if (mine.isPending || mine.isError || mine.data.length === 0) return null;
  return (
    <Card withBorder padding="md" data-testid="my-quota">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {t('quota.title')}
        </Title>
        {mine.data.map((a) => (
          <Group key={a.id} justify="space-between" wrap="wrap">
            <Text fw={600}>{t(`apps.${a.app}`, { defaultValue: a.app })}</Text>
            <Text size="sm">
              {t('quota.line', { quota: a.quota, used: a.used, remaining: a.remaining })}
              {a.expiresAt ? ` · ${t('quota.until', { date: formatDate(a.expiresAt) })}` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Card>
  );
}
