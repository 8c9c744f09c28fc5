import { Badge, Button, Group, Paper, SimpleGrid, Stack } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { DEFCON_KEYS } from '../../access.ts';
import { useStation } from '../../api/police.ts';
import { LoadState } from '../../components/LoadState.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

/** /defcon/polices/local-police-list/:id: a local station, its headquarters and the localities it covers. */
export function LocalStationPage() {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const station = useStation(valid ? id : 0);
  const back = { to: DEFCON_PATHS.localStations, label: t('police.backToStations') };
  return (
    <Stack gap="lg">
      <PageHeader
        before={<BackLink to={back.to}>{back.label}</BackLink>}
        title={station.data?.name ?? t('police.stationTitle')}
        actions={
          station.data &&
          can(DEFCON_KEYS.police.update) && (
            <Button
              component={Link}
              to={DEFCON_PATHS.editLocalStation(station.data.hq.id, station.data.id)}
              variant="light"
              leftSection={<IconPencil size={16} />}
            >
              {t('police.edit')}
            </Button>
          )
        }
      />
      <LoadState query={station} missing={!valid} notFoundTitle={t('police.stationNotFound')} back={back}>
        {(data) => (
          <Paper withBorder p="lg">
            <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md">
              <Fact label={t('police.columns.email')}>{data.email}</Fact>
              <Fact label={t('police.columns.hq')}>{data.hq.name}</Fact>
              <Fact label={t('police.columns.openAlarms')}>{data.openAlarms}</Fact>
              <Fact label={t('police.columns.createdAt')}>{formatDate(data.createdAt)}</Fact>
              <Fact label={t('police.columns.localities')}>
                <Group gap={4}>
                  {data.localities.map((item) => (
                    <Badge key={item.id} variant="light">
                      {item.name}
                    </Badge>
                  ))}
                </Group>
              </Fact>
            </SimpleGrid>
          </Paper>
        )}
      </LoadState>
    </Stack>
  );
}
