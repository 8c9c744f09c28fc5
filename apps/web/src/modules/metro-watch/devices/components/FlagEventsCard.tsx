import { Card, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { useFlagEvents } from '../api/devices.ts';

interface FlagEventsCardProps {
  deviceId: number;
  title: string;
  /** The 0/1 values whose 1s are events (door, sos, geofenceExit). */
  keys: readonly string[];
  from: string;
  to: string;
}

const place = (values: Record<string, number>) =>
  Number.isFinite(values.latitude) && Number.isFinite(values.longitude)
    ? `${values.latitude?.toFixed(5)}, ${values.longitude?.toFixed(5)}`
    : '';

/** The period's events of a device (door opened, SOS, geofence left), newest first, where it was if it said. */
export function FlagEventsCard({ deviceId, title, keys, from, to }: FlagEventsCardProps) {
  const { t } = useTranslation('metro-watch');
  const events = useFlagEvents(deviceId, keys, from, to);
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {events.error ? (
          <QueryErrorState title={t('devices.eventsFailed')} query={events} />
        ) : events.isPending ? (
          <LoadingCard rows={3} />
        ) : events.events.length === 0 ? (
          <EmptyState variant="data" compact />
        ) : (
          <Table.ScrollContainer minWidth={420} mah={360}>
            <Table aria-label={title} data-testid="device-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.columns.time')}</Table.Th>
                  <Table.Th>{t('devices.columns.event')}</Table.Th>
                  <Table.Th>{t('devices.columns.position')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.events.map((event) => (
                  <Table.Tr key={`${event.key}-${event.ts}`}>
                    <Table.Td>{formatDateTime(event.ts)}</Table.Td>
                    <Table.Td>{t(`devices.events.${event.key}`)}</Table.Td>
                    <Table.Td>{place(event.values)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Stack>
    </Card>
  );
}
