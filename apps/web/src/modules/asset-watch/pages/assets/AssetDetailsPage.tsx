import { Anchor, Badge, Button, Card, Grid, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconEdit, IconRoute } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { RecordLoadState } from '../../../../ui/RecordLoadState.tsx';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { AW_KEYS } from '../../access.ts';
import { useAsset } from '../../api/assets.ts';
import { AssetModal } from '../../components/AssetModal.tsx';
import { AssetWhere } from '../../components/AssetWhere.tsx';
import { placeText, STATE_COLOURS } from '../../components/format.ts';
import { LockButton } from '../../components/LockButton.tsx';
import { AW_PATHS, idParam } from '../../paths.ts';

/** /asset-watch/assets-management/asset-details/:id: an asset, its tag, where it is now, and its lock (spec §4). */
export function AssetDetailsPage() {
  const { t } = useTranslation('asset-watch');
  const id = idParam(useParams().id);
  const query = useAsset(id);
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const asset = query.data;
  if (!asset)
    return (
      <RecordLoadState
        query={query}
        notFound={id === 0}
        failedTitle={t('details.failed')}
        notFoundTitle={t('details.notFound')}
        back={{ to: AW_PATHS.assetsList, label: t('details.back') }}
      />
    );
  const dash = '—';
  return (
    <Stack gap="lg">
      <PageHeader
        title={asset.name}
        description={t('details.description')}
        actions={
          <Group gap="sm">
            <LockButton asset={asset} />
            <Button
              component={Link}
              to={AW_PATHS.assetMap(asset.id)}
              variant="default"
              leftSection={<IconRoute size={16} />}
            >
              {t('details.track')}
            </Button>
            {can(AW_KEYS.assets.update) && (
              <Button variant="default" leftSection={<IconEdit size={16} />} onClick={() => setEditing(true)}>
                {t('details.edit')}
              </Button>
            )}
          </Group>
        }
      />
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder radius="md" padding="lg">
            <SimpleGrid cols={2} spacing="md">
              <Fact label={t('fields.state')}>
                <Badge color={STATE_COLOURS[asset.state]} data-testid="asset-state">
                  {t(`state.${asset.state}`)}
                </Badge>
              </Fact>
              <Fact label={t('fields.place')}>
                <span data-testid="asset-place">{placeText(t, asset.position)}</span>
              </Fact>
              <Fact label={t('fields.lock')}>
                <span data-testid="asset-lock">
                  {asset.locked
                    ? t('lock.lockedBy', {
                        name: asset.locked.by?.name ?? dash,
                        at: formatDateTime(asset.locked.at),
                      })
                    : t('lock.unlocked')}
                </span>
              </Fact>
              <Fact label={t('fields.seenAt')}>
                {asset.position ? formatDateTime(asset.position.at) : dash}
              </Fact>
              <Fact label={t('fields.type')}>{asset.type?.name ?? dash}</Fact>
              <Fact label={t('fields.group')}>{asset.group?.name ?? dash}</Fact>
              <Fact label={t('fields.serial')}>{asset.serial ?? dash}</Fact>
              <Fact label={t('fields.tag')}>
                {asset.device ? (
                  <Anchor component={Link} to={AW_PATHS.deviceHistoryOf(asset.device.id)}>
                    {asset.device.serial}
                  </Anchor>
                ) : (
                  dash
                )}
              </Fact>
              <Fact label={t('fields.battery')}>{asset.battery ?? dash}</Fact>
              <Fact label={t('fields.homeZone')}>{asset.homeZone?.name ?? dash}</Fact>
              <Fact label={t('fields.geofence')}>{asset.geofence?.name ?? dash}</Fact>
              <Fact label={t('fields.description')}>{asset.description || dash}</Fact>
            </SimpleGrid>
          </Card>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <AssetWhere asset={asset} />
        </Grid.Col>
      </Grid>
      {editing && <AssetModal asset={asset} onClose={() => setEditing(false)} />}
    </Stack>
  );
}
