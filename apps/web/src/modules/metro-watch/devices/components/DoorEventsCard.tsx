import type { metrowatch } from '@atrium/contracts';
import { Anchor, Badge, Card, Stack, Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { METRO_WATCH } from '../../kitApp.ts';

type DoorEvent = metrowatch.Dashboard['doorEvents'][number];
const COLORS: Record<DoorEvent['event'], string> = {
  opened: 'yellow',
  closed: 'gray',
  forced: 'red',
  tamper: 'red',
};

/** The latest door events of the company's locks and cold stores; each device links to its page (A19). */
export function DoorEventsCard({ events }: { events: readonly DoorEvent[] }) {
  const { t } = useTranslation('metro-watch');
  const title = t('devices.dashboard.doorEvents');
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {title}
        </Title>
        {events.length === 0 ? (
          <EmptyState variant="logs" title={t('devices.dashboard.noDoorEvents')} compact />
        ) : (
          <Table.ScrollContainer minWidth={480}>
            <Table aria-label={title} data-testid="door-events">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.columns.time')}</Table.Th>
                  <Table.Th>{t('devices.columns.device')}</Table.Th>
                  <Table.Th>{t('devices.columns.event')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {events.map((event) => (
                  <Table.Tr key={`${event.deviceId}-${event.at}-${event.event}`}>
                    <Table.Td>{formatDateTime(event.at)}</Table.Td>
                    <Table.Td>
                      <Anchor
                        component={Link}
                        to={METRO_WATCH.devicePage({ id: event.deviceId, type: event.type })}
                        size="sm"
                      >
                        {event.name || event.serial}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      <Badge variant="light" color={COLORS[event.event]}>
                        {t(`devices.doorEvents.${event.event}`)}
                      </Badge>
                    </Table.Td>
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
