import type { places } from '@atrium/contracts';
import { Anchor, Card, Grid, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MapView } from '../../../../ui/Map/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import type { StructurePaths } from '../../paths.ts';
import { Fact } from '../Fact.tsx';

/** Where a structure is (address, coordinates, map), whose it is, and what it sits in or holds. */
export function StructureSummary({
  structure,
  paths,
}: {
  structure: places.StructureDetail;
  paths: StructurePaths;
}) {
  const { t } = useTranslation('places');
  const { lat, lng } = structure.location;
  return (
    <Card withBorder radius="md" padding="lg" data-testid="structure-summary">
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="md">
            <Fact label={t('details.address')}>{structure.address || t('details.noAddress')}</Fact>
            <Fact label={t('details.coordinates')}>
              <span dir="ltr">
                {lat.toFixed(5)}, {lng.toFixed(5)}
              </span>
            </Fact>
            <Fact label={t('details.company')}>{structure.companyName}</Fact>
            {structure.parentId !== null && (
              <Fact label={t('details.parent')}>
                <Anchor component={Link} to={paths.details(structure.parentId)} size="sm">
                  {t('details.openParent')}
                </Anchor>
              </Fact>
            )}
            <Group gap="xl">
              <Fact label={t('columns.floors')}>{structure.floorsCount}</Fact>
              <Fact label={t('columns.spaces')}>{structure.spacesCount}</Fact>
              <Fact label={t('columns.innerStructures')}>{structure.innerStructuresCount}</Fact>
            </Group>
            <Fact label={t('details.updatedAt')}>{formatDateTime(structure.updatedAt)}</Fact>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <MapView
            markers={[{ id: structure.id, lat, lng, label: structure.name }]}
            height={260}
            maxFitZoom={14}
            label={t('details.map')}
          />
        </Grid.Col>
      </Grid>
    </Card>
  );
}
