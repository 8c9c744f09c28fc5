import type { places } from '@atrium/contracts';
import { Card, ColorSwatch, Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { MapView } from '../../../ui/Map/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../companies/components/PageHeader.tsx';
import { useCan, usePlacesCompanyId } from '../access.ts';
import { useDeleteGeofence, useGeofence, useGeofenceGroups } from '../api/geofences.ts';
import { CompanyRequired } from '../components/CompanyRequired.tsx';
import { EditDeleteActions } from '../components/EditDeleteActions.tsx';
import { Fact } from '../components/Fact.tsx';
import { describeShape } from '../components/geofences/shapeText.ts';
import { LoadState } from '../components/LoadState.tsx';
import { PlaceNotFound } from '../components/PlaceNotFound.tsx';
import { GEOFENCE_LIST_PATH, geofenceEditPath } from '../paths.ts';
import { idOf } from './structureId.ts';

/** /core/geofence/:id: the geofence on the map with what it is. */
export function GeofenceDetailsPage() {
  const { t } = useTranslation('places');
  const id = idOf(useParams().id);
  const companyId = usePlacesCompanyId();
  const geofence = useGeofence(companyId, id);
  return (
    <Stack gap="lg">
      <PageHeader
        title={geofence.data?.name ?? t('geofences.detailsTitle')}
        description={geofence.data?.description || undefined}
        before={<BackLink to={GEOFENCE_LIST_PATH}>{t('geofences.title')}</BackLink>}
        actions={
          geofence.data && companyId !== null && <Actions companyId={companyId} geofence={geofence.data} />
        }
      />
      {companyId === null ? (
        <CompanyRequired />
      ) : (
        <LoadState
          query={geofence}
          missing={id === 0}
          notFound={<PlaceNotFound what="geofence" backTo={GEOFENCE_LIST_PATH} />}
        >
          {(data) => <Details companyId={companyId} geofence={data} />}
        </LoadState>
      )}
    </Stack>
  );
}

function Details({ companyId, geofence }: { companyId: number; geofence: places.Geofence }) {
  const { t } = useTranslation('places');
  const groups = useGeofenceGroups(companyId);
  const names = geofence.groupIds.map(
    (groupId) => groups.data?.find((group) => group.id === groupId)?.name ?? `#${groupId}`,
  );
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <MapView shapes={[geofence.shape]} height={460} label={t('geofences.mapLabel')} />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Card withBorder radius="md" padding="lg">
          <Stack gap="md">
            <Fact label={t('geofences.shape')}>
              <span data-testid="geofence-shape">{describeShape(t, geofence.shape)}</span>
            </Fact>
            <Fact label={t('geofences.color')}>
              <Group gap="xs">
                <ColorSwatch color={geofence.color} size={16} />
                <span dir="ltr">{geofence.color}</span>
              </Group>
            </Fact>
            <Fact label={t('geofences.groups')}>
              {names.length ? names.join(', ') : t('geofences.noGroupsSet')}
            </Fact>
            <Fact label={t('geofences.bbox')}>
              <span dir="ltr">
                {[geofence.bbox.south, geofence.bbox.west, geofence.bbox.north, geofence.bbox.east]
                  .map((value) => value.toFixed(4))
                  .join(', ')}
              </span>
            </Fact>
            <Fact label={t('details.updatedAt')}>{formatDateTime(geofence.updatedAt)}</Fact>
          </Stack>
        </Card>
      </Grid.Col>
    </Grid>
  );
}

function Actions({ companyId, geofence }: { companyId: number; geofence: places.Geofence }) {
  const { t } = useTranslation('places');
  const can = useCan();
  const remove = useDeleteGeofence(companyId);
  return (
    <EditDeleteActions
      editTo={can(['p_area_geofences_update']) ? geofenceEditPath(geofence.id) : undefined}
      canDelete={can(['p_area_geofences_delete'])}
      deleteQuestion={t('geofences.deleteQuestion', { name: geofence.name })}
      remove={() => remove.mutateAsync(geofence.id)}
      afterDelete={GEOFENCE_LIST_PATH}
    />
  );
}
