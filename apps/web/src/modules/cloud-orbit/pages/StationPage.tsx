import type { rodent } from '@atrium/contracts';
import { Anchor, Card, Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../kit/access.ts';
import { DeviceDetailsFrame } from '../../../kit/components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../../../kit/components/DeviceInfo.tsx';
import { Fact } from '../../places/components/Fact.tsx';
import { LoadState } from '../../places/components/LoadState.tsx';
import { CO_KEYS } from '../access.ts';
import { useStation } from '../api/rodent.ts';
import { EventsTable } from '../components/EventsTable.tsx';
import { dateTime, placeOf } from '../components/format.ts';
import { VisitForm } from '../components/VisitForm.tsx';
import { VisitsTable } from '../components/VisitsTable.tsx';
import { CO_PATHS } from '../paths.ts';

const VALUE_KEYS = ['trapTriggered', 'bait', 'moved', 'opened', 'battery'] as const;

function StationState({ details }: { details: rodent.StationDetails }) {
  const { t } = useTranslation('cloud-orbit');
  const { station } = details;
  const values = station.lastValues ?? {};
  return (
    <Card withBorder padding="md">
      <Stack gap="sm">
        <Title order={2} fz="h4">
          {t('station.state')}
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label={t('station.place')}>{placeOf(station)}</Fact>
          <Fact label={t('station.lastSeen')}>{dateTime(station.lastSeenAt)}</Fact>
          <Fact label={t('station.openEvents')}>
            <span data-testid="open-events">{details.openEvents}</span>
          </Fact>
          <Fact label={t('station.openAlarms')}>
            <span data-testid="open-alarms">{details.openAlarms}</span>
          </Fact>
          {VALUE_KEYS.filter((key) => values[key] !== undefined).map((key) => (
            <Fact key={key} label={t(`values.${key}`)}>
              {key === 'bait' || key === 'battery'
                ? `${values[key]} %`
                : values[key] === 1
                  ? t('values.yes')
                  : t('values.no')}
            </Fact>
          ))}
          <Fact label={t('station.lastVisit')}>
            {details.lastVisit
              ? `${dateTime(details.lastVisit.at)} · ${details.lastVisit.technician?.name ?? '—'}`
              : t('station.noVisit')}
          </Fact>
          <Fact label={t('station.onPlan')}>
            {details.position ? t('values.yes') : t('station.notPlaced')}
          </Fact>
        </SimpleGrid>
        <Group>
          <Anchor component={Link} to={CO_PATHS.deviceHistoryOf(station.id)} size="sm">
            {t('station.readings')}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}

function StationBody({ deviceId }: { deviceId: number }) {
  const { t } = useTranslation('cloud-orbit');
  const can = useCan();
  const details = useStation(deviceId);
  return (
    <LoadState query={details} notFound={<Text>{t('station.notStation')}</Text>} rows={4}>
      {(data) => (
        <Stack gap="lg">
          <StationState details={data} />
          <Tabs defaultValue="events" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="events">{t('station.events')}</Tabs.Tab>
              {can(CO_KEYS.visits.view) && <Tabs.Tab value="visits">{t('station.visits')}</Tabs.Tab>}
              {can(CO_KEYS.visits.create) && <Tabs.Tab value="visit">{t('visitForm.title')}</Tabs.Tab>}
            </Tabs.List>
            <Tabs.Panel value="events" pt="md">
              <EventsTable deviceId={deviceId} />
            </Tabs.Panel>
            <Tabs.Panel value="visits" pt="md">
              <VisitsTable deviceId={deviceId} />
            </Tabs.Panel>
            <Tabs.Panel value="visit" pt="md">
              <Card withBorder padding="md" maw={560}>
                <VisitForm deviceId={deviceId} />
              </Card>
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </LoadState>
  );
}

/**
 * /cloud-orbit/devices/details/:id: a trap or bait station (the kit's device frame): its state and last
 * values, its events filtered by kind and state, its visits and the form recording one.
 */
export function StationPage() {
  return (
    <DeviceDetailsFrame>
      {(device) => (
        <Stack gap="lg">
          <StationBody deviceId={device.id} />
          <DeviceInfo device={device} />
        </Stack>
      )}
    </DeviceDetailsFrame>
  );
}
