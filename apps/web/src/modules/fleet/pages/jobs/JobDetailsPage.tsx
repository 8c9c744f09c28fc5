import { fleet } from '@atrium/contracts';
import { Anchor, Button, Card, Group, Menu, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowsMove, IconEdit } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Polyline } from 'react-leaflet';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { MapView } from '../../../../ui/Map/index.ts';
import { useCan } from '../../../companies/access.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { idOf } from '../../../places/pages/structureId.ts';
import { FLEET_KEYS } from '../../access.ts';
import { useJobCard, useLiveJobCards, useMoveJobCard } from '../../api/dispatch.ts';
import { JobCardModal } from '../../components/dispatch/JobCardModal.tsx';
import { JobHistoryTimeline } from '../../components/dispatch/JobHistoryTimeline.tsx';
import { JobStateBadge } from '../../components/dispatch/JobStateBadge.tsx';
import { JobStopsTable } from '../../components/dispatch/JobStopsTable.tsx';
import { RecordState } from '../../components/dispatch/RecordState.tsx';
import { FLEET_PATHS } from '../../paths.ts';

const when = (at: string | null) => (at ? formatDateTime(at) : '—');

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div">
        {children}
      </Text>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Card>
  );
}

/** /fleet/job-cards/job/:id: the job's vehicle, driver, route with its stops on the map, times and history. */
export function JobDetailsPage() {
  const { t } = useTranslation('fleet');
  const id = idOf(useParams().id);
  const job = useJobCard(id);
  useLiveJobCards();
  return (
    <Stack gap="lg">
      <PageHeader
        title={job.data?.title ?? t('dispatch.jobs.detailsTitle')}
        description={t('dispatch.jobs.detailsDescription')}
        before={<BackLink to={FLEET_PATHS.jobList}>{t('dispatch.jobs.listTitle')}</BackLink>}
      />
      <RecordState
        query={job}
        missing={id === 0}
        notFoundTitle={t('dispatch.jobs.notFound')}
        back={{ to: FLEET_PATHS.jobList, label: t('dispatch.jobs.backToList') }}
      >
        {(data) => <JobDetails job={data} />}
      </RecordState>
    </Stack>
  );
}

function JobDetails({ job }: { job: fleet.JobCardDetail }) {
  const { t } = useTranslation('fleet');
  const can = useCan();
  const move = useMoveJobCard();
  const [editing, setEditing] = useState(false);
  const targets = fleet.JOB_STATES.filter(
    (state) => fleet.jobStateError({ state: job.state, vehicleId: job.vehicle?.id ?? null }, state) === null,
  );
  const markers = useMemo(
    () =>
      job.stops.map((stop, index) => ({
        id: stop.position,
        lat: stop.lat,
        lng: stop.lng,
        label: `${index + 1}. ${stop.name}`,
      })),
    [job.stops],
  );
  const line = useMemo(() => job.stops.map((stop) => [stop.lat, stop.lng] as [number, number]), [job.stops]);
  const mayUpdate = can(FLEET_KEYS.jobCards.update);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Group gap="sm">
          <JobStateBadge state={job.state} />
          {job.description && (
            <Text size="sm" c="dimmed">
              {job.description}
            </Text>
          )}
        </Group>
        {mayUpdate && (
          <Group gap="sm">
            {targets.length > 0 && (
              <Menu position="bottom-end">
                <Menu.Target>
                  <Button
                    variant="default"
                    leftSection={<IconArrowsMove size={16} />}
                    loading={move.isPending}
                  >
                    {t('dispatch.kanban.moveTo')}
                  </Button>
                </Menu.Target>
                <Menu.Dropdown>
                  {targets.map((state) => (
                    <Menu.Item key={state} onClick={() => move.mutate({ card: job, to: state })}>
                      {t(`dispatch.jobs.states.${state}`)}
                    </Menu.Item>
                  ))}
                </Menu.Dropdown>
              </Menu>
            )}
            <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
              {t('dispatch.actions.edit')}
            </Button>
          </Group>
        )}
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Section title={t('dispatch.jobs.assignment')}>
          <SimpleGrid cols={2}>
            <Fact label={t('dispatch.jobs.fields.vehicle')}>
              {job.vehicle ? (
                <Anchor component={Link} to={FLEET_PATHS.vehicleMap(job.vehicle.id)} size="sm">
                  {job.vehicle.name} · {job.vehicle.plate}
                </Anchor>
              ) : (
                t('dispatch.jobs.noVehicle')
              )}
            </Fact>
            <Fact label={t('dispatch.jobs.fields.driver')}>
              {job.driver?.name ?? t('dispatch.jobs.noDriver')}
            </Fact>
            <Fact label={t('dispatch.jobs.fields.route')}>
              {job.route ? (
                <Anchor component={Link} to={FLEET_PATHS.routeUpdate(job.route.id)} size="sm">
                  {job.route.name}
                </Anchor>
              ) : (
                t('dispatch.jobs.noRoute')
              )}
            </Fact>
            <Fact label={t('dispatch.jobs.createdBy')}>{job.createdBy?.name ?? '—'}</Fact>
          </SimpleGrid>
        </Section>
        <Section title={t('dispatch.jobs.times')}>
          <SimpleGrid cols={2}>
            <Fact label={t('dispatch.jobs.fields.plannedStart')}>{when(job.plannedStart)}</Fact>
            <Fact label={t('dispatch.jobs.fields.plannedEnd')}>{when(job.plannedEnd)}</Fact>
            <Fact label={t('dispatch.jobs.actualStart')}>{when(job.actualStart)}</Fact>
            <Fact label={t('dispatch.jobs.actualEnd')}>{when(job.actualEnd)}</Fact>
          </SimpleGrid>
        </Section>
      </SimpleGrid>
      <Section title={t('dispatch.jobs.stops')}>
        {job.stops.length === 0 ? (
          <EmptyState compact title={job.route ? t('dispatch.jobs.noStops') : t('dispatch.jobs.noRoute')} />
        ) : (
          <Stack gap="md">
            <MapView markers={markers} height={320} label={t('dispatch.jobs.mapLabel')}>
              {line.length > 1 && <Polyline positions={line} pathOptions={{ weight: 4 }} />}
            </MapView>
            <JobStopsTable stops={job.stops} />
          </Stack>
        )}
      </Section>
      <Section title={t('dispatch.jobs.historyTitle')}>
        <JobHistoryTimeline jobId={job.id} />
      </Section>
      {editing && <JobCardModal card={job} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
