import type { sparking } from '@atrium/contracts';
import { Anchor, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconEdit, IconLock, IconLockOpen, IconTrash } from '@tabler/icons-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ConfirmDeleteDialog } from '../../../../ui/ConfirmDeleteDialog/index.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { MapView } from '../../../../ui/Map/index.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { SP_KEYS } from '../../access.ts';
import { useLiveSpots } from '../../api/live.ts';
import { useDeleteLocation, useLocation, useSpotAction } from '../../api/locations.ts';
import { dateTime } from '../../components/format.ts';
import { SensorModal } from '../../components/SensorModal.tsx';
import { SpotMarkers } from '../../components/SpotMarkers.tsx';
import { StateBadge } from '../../components/StateBadge.tsx';
import { countsOf, StateCounts } from '../../components/StateCounts.tsx';
import { idParam, SP_PATHS } from '../../paths.ts';

function SpotsTable({ location }: { location: sparking.LocationDetails }) {
  const { t } = useTranslation('smart-parking');
  const can = useCan();
  const action = useSpotAction();
  const [assigning, setAssigning] = useState<sparking.Spot | null>(null);
  const canUpdate = can(SP_KEYS.locations.update);
  if (location.spots.length === 0) return <EmptyState variant="data" description={t('details.noSpots')} />;
  return (
    <>
      <Table.ScrollContainer minWidth={640}>
        <Table striped aria-label={t('details.spots')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('columns.code')}</Table.Th>
              <Table.Th>{t('columns.state')}</Table.Th>
              <Table.Th>{t('columns.since')}</Table.Th>
              <Table.Th>{t('columns.sensor')}</Table.Th>
              <Table.Th>{t('columns.actions')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {location.spots.map((spot) => (
              <Table.Tr key={spot.id} data-testid={`spot-${spot.code}`}>
                <Table.Td>{spot.code}</Table.Td>
                <Table.Td>
                  <StateBadge state={spot.state} />
                </Table.Td>
                <Table.Td>
                  <span dir="ltr">{dateTime(spot.since)}</span>
                </Table.Td>
                <Table.Td>
                  {spot.device ? (
                    <Anchor component={Link} to={SP_PATHS.deviceHistoryOf(spot.device.id)} size="sm">
                      {spot.device.serial}
                    </Anchor>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('details.noSensor')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>
                  {canUpdate && (
                    <Group gap="xs" wrap="nowrap">
                      <Button size="xs" variant="default" onClick={() => setAssigning(spot)}>
                        {t('details.assign')}
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={
                          spot.state === 'closed' ? <IconLockOpen size={14} /> : <IconLock size={14} />
                        }
                        loading={action.isPending && action.variables?.id === spot.id}
                        onClick={() => action.mutate({ id: spot.id, closed: spot.state !== 'closed' })}
                      >
                        {spot.state === 'closed' ? t('details.open') : t('details.close')}
                      </Button>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {assigning && <SensorModal spot={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}

function Details({ location }: { location: sparking.LocationDetails }) {
  const { t } = useTranslation('smart-parking');
  const shapes = useMemo(() => [{ type: 'polygon' as const, path: location.outline }], [location.outline]);
  return (
    <Stack gap="md">
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Group justify="space-between">
            <Text size="sm">
              {location.address || t('details.noAddress')}
              {location.structure && ` · ${location.structure.name}`}
            </Text>
            <Text size="sm">{t('details.capacity', { n: location.capacity })}</Text>
          </Group>
          <StateCounts counts={countsOf(location.spots)} />
          <MapView
            shapes={shapes}
            fitKey={location.id}
            maxFitZoom={19}
            height={380}
            label={t('details.mapLabel')}
          >
            <SpotMarkers spots={location.spots} />
          </MapView>
        </Stack>
      </Card>
      <Card withBorder padding="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('details.spots')}
          </Title>
          <SpotsTable location={location} />
        </Stack>
      </Card>
    </Stack>
  );
}

/**
 * /smart-parking/locations/details/:id: the outline with the spots coloured by state, and the spots with
 * their state, since when and sensor; a sensor assigned, a spot closed or opened. Pushed states apply live.
 */
export function LocationDetailsPage() {
  const { t } = useTranslation('smart-parking');
  const navigate = useNavigate();
  const can = useCan();
  const id = idParam(useParams().id);
  const location = useLocation(id);
  const remove = useDeleteLocation();
  const [deleting, setDeleting] = useState(false);
  const reload = useCallback(() => void location.refetch(), [location]);
  useLiveSpots(reload);
  const data = location.data?.id === id ? location.data : undefined;
  return (
    <Stack gap="lg">
      <PageHeader
        title={data?.name ?? t('details.title')}
        description={t('details.description')}
        actions={
          data && (
            <Group>
              {can(SP_KEYS.locations.update) && (
                <Button component={Link} to={SP_PATHS.locationEdit(id)} leftSection={<IconEdit size={16} />}>
                  {t('details.edit')}
                </Button>
              )}
              {can(SP_KEYS.locations.delete) && (
                <Button
                  variant="default"
                  color="red.8"
                  leftSection={<IconTrash size={16} />}
                  onClick={() => setDeleting(true)}
                >
                  {t('details.delete')}
                </Button>
              )}
            </Group>
          )
        }
      />
      {data ? (
        <Details location={data} />
      ) : (
        <RecordLoadState
          query={location}
          notFound={id === 0}
          failedTitle={t('locations.loadFailed')}
          notFoundTitle={t('locations.notFound')}
          back={{ to: SP_PATHS.locationsList, label: t('locations.back') }}
        />
      )}
      <ConfirmDeleteDialog
        opened={deleting}
        title={t('details.deleteTitle')}
        message={t('details.deleteMessage', { name: data?.name ?? '' })}
        onConfirm={() =>
          remove.mutateAsync(id).then(() => void navigate(SP_PATHS.locationsList, { replace: true }))
        }
        onClose={() => setDeleting(false)}
      />
    </Stack>
  );
}
