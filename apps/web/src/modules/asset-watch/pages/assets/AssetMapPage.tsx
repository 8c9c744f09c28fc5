import { Card, Grid, Loader, SegmentedControl, Stack, Table, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { ErrorState } from '../../../../ui/ErrorState.tsx';
import { MapView } from '../../../../ui/Map/index.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useAsset, useTrack } from '../../api/assets.ts';
import { AssetWhere } from '../../components/AssetWhere.tsx';
import { placeText } from '../../components/format.ts';
import { AW_PATHS, idParam } from '../../paths.ts';

const PERIODS = { day: 1, week: 7, month: 31 } as const;
type Period = keyof typeof PERIODS;

/** /asset-watch/assets-management/asset-map/:id: where an asset is now and where it has been over a period. */
export function AssetMapPage() {
  const { t } = useTranslation('asset-watch');
  const id = idParam(useParams().id);
  const asset = useAsset(id);
  const [period, setPeriod] = useState<Period>('day');
  const { from, to } = useMemo(() => {
    const end = new Date();
    return {
      from: new Date(end.getTime() - PERIODS[period] * 86_400_000).toISOString(),
      to: end.toISOString(),
    };
  }, [period]);
  const track = useTrack(id, from, to);
  if (!asset.data)
    return (
      <RecordLoadState
        query={asset}
        notFound={id === 0}
        failedTitle={t('details.failed')}
        notFoundTitle={t('details.notFound')}
        back={{ to: AW_PATHS.assetsList, label: t('details.back') }}
      />
    );
  const points = (track.data ?? []).filter((p) => p.lat !== null && p.lng !== null);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assetMap.title', { name: asset.data.name })}
        description={t('assetMap.description')}
        actions={
          <SegmentedControl
            aria-label={t('assetMap.period')}
            value={period}
            onChange={(value) => setPeriod(value as Period)}
            data={(Object.keys(PERIODS) as Period[]).map((p) => ({
              value: p,
              label: t(`assetMap.periods.${p}`),
            }))}
          />
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Stack gap="xs">
            <Title order={2} fz="h4">
              {t('assetMap.now')}
            </Title>
            <AssetWhere asset={asset.data} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6 }}>
          <Card withBorder radius="md" padding="md">
            <Title order={2} fz="h4" mb="sm">
              {t('assetMap.been')}
            </Title>
            {track.isPending ? (
              <Loader size="sm" role="status" aria-label={t('plan.loading')} />
            ) : track.isError ? (
              <ErrorState title={t('assetMap.failed')} onRetry={() => void track.refetch()} />
            ) : track.data.length === 0 ? (
              <EmptyState variant="map" title={t('assetMap.empty')} compact />
            ) : (
              <Stack gap="sm">
                {points.length > 0 && (
                  <MapView
                    markers={points.map((p, i) => ({
                      id: i,
                      lat: p.lat as number,
                      lng: p.lng as number,
                      label: formatDateTime(p.at),
                    }))}
                    height={260}
                    label={t('map.label')}
                  />
                )}
                <Table.ScrollContainer minWidth={300} mah={320}>
                  <Table striped aria-label={t('assetMap.been')}>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('fields.at')}</Table.Th>
                        <Table.Th>{t('fields.place')}</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {[...track.data].reverse().map((p) => (
                        <Table.Tr key={p.at}>
                          <Table.Td>{formatDateTime(p.at)}</Table.Td>
                          <Table.Td>{placeText(t, p)}</Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              </Stack>
            )}
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
