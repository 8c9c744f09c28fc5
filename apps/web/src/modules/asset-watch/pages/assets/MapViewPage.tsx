import { Card, Grid, Select, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { MapView } from '../../../../ui/Map/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useAllAssets } from '../../api/assets.ts';
import { useZones } from '../../api/zones.ts';
import { FloorPlan } from '../../components/FloorPlan.tsx';
import { AW_PATHS } from '../../paths.ts';

/** /asset-watch/assets-management/map-view: outdoor assets on the map, indoor ones on their floor's plan. */
export function MapViewPage() {
  const { t } = useTranslation('asset-watch');
  const navigate = useNavigate();
  const assets = useAllAssets();
  const zones = useZones();
  const floors = [
    ...new Map(
      (zones.data ?? []).map((z) => [z.floor.id, `${z.structure.name} · ${z.floor.name}`]),
    ).entries(),
  ].map(([value, label]) => ({ value: String(value), label }));
  const [floor, setFloor] = useState<string | null>(null);
  const floorId = Number(floor ?? floors[0]?.value ?? 0);
  const rows = assets.data?.data ?? [];
  const outdoor = rows.filter(
    (a) => a.state === 'outdoor' && a.position?.lat != null && a.position.lng != null,
  );
  const indoor = rows.flatMap((a) =>
    a.position?.zone ? [{ id: a.id, name: a.name, zoneId: a.position.zone.id }] : [],
  );
  return (
    <Stack gap="lg">
      <PageHeader title={t('mapView.title')} description={t('mapView.description')} />
      {assets.isError ? (
        <QueryErrorState title={t('mapView.failed')} query={assets} />
      ) : (
        <Grid>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="h4" mb="sm">
                {t('mapView.outdoor', { count: outdoor.length })}
              </Title>
              <MapView
                markers={outdoor.map((a) => ({
                  id: a.id,
                  lat: a.position?.lat as number,
                  lng: a.position?.lng as number,
                  label: a.name,
                }))}
                onMarkerClick={(marker) => navigate(AW_PATHS.assetDetails(marker.id))}
                height={420}
                label={t('map.label')}
              />
            </Card>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder radius="md" padding="md">
              <Title order={2} fz="h4" mb="sm">
                {t('mapView.indoor', { count: indoor.length })}
              </Title>
              {floors.length === 0 && !zones.isPending ? (
                <EmptyState variant="map" title={t('plan.empty')} compact />
              ) : (
                <Stack gap="sm">
                  <Select
                    label={t('fields.floor')}
                    data={floors}
                    value={floor ?? floors[0]?.value ?? null}
                    onChange={setFloor}
                    allowDeselect={false}
                  />
                  {floorId > 0 && <FloorPlan floorId={floorId} assets={indoor} />}
                </Stack>
              )}
            </Card>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
