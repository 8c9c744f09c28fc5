import { gm } from '@atrium/contracts';
import { Alert, Anchor, Card, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShieldCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { fetchAlarms } from '../../../kit/api/alarms.ts';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../companies/components/format.ts';
import { LoadingCard } from '../../places/components/LoadingCard.tsx';
import { gmKeys } from '../api/keys.ts';
import { GLOBAL_MOBILITY } from '../kitApp.ts';
import { GM_PATHS } from '../paths.ts';

const openAlarmsOf = fetchAlarms(GLOBAL_MOBILITY, 'operational', false);

/** Whether the device's SOS is open (raised, not closed yet), read again whenever an alarm changes. */
export function SosStateCard({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('gm');
  const alarms = useQuery({
    queryKey: [...gmKeys.all, 'sos', deviceId],
    queryFn: ({ signal }) =>
      openAlarmsOf({ limit: 25, offset: 0, total: true, filter: { deviceId: String(deviceId) } }, signal),
    select: (page) => page.data.find((alarm) => alarm.ruleId === gm.SOS_RULE_ID) ?? null,
  });
  useRealtimeEvent('alarm', (event) => {
    if (event.alarm.device.id === deviceId) void alarms.refetch();
  });
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('device.sos')}
        </Title>
        {alarms.isError ? (
          <QueryErrorState title={t('device.sosFailed')} query={alarms} />
        ) : alarms.isPending ? (
          <LoadingCard rows={1} />
        ) : alarms.data ? (
          <Alert color="red" icon={<IconAlertTriangle />} data-testid="sos-state" data-state="open">
            <Stack gap={4}>
              <Text size="sm" fw={600}>
                {t(`device.sosStates.${alarms.data.status}`, { at: formatDateTime(alarms.data.raisedAt) })}
              </Text>
              <Anchor
                component={Link}
                to={GM_PATHS.operationalAlarms}
                size="sm"
                c="inherit"
                underline="always"
              >
                {t('device.toAlarms')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <Alert color="teal" icon={<IconShieldCheck />} data-testid="sos-state" data-state="none">
            {t('device.noSos')}
          </Alert>
        )}
      </Stack>
    </Card>
  );
}
