import {
  Badge,
  Button,
  EmptyState,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { IconDeviceDesktopOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../../companies/components/format.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { LoadState } from '../../../places/components/LoadState.tsx';
import { usePanelDevice } from '../../api/panels.ts';
import { ArmBadge, LinkBadge } from '../../components/panels/PanelBadges.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

const positive = (value: string | undefined) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : 0;
};

/** /defcon/device/panel/:panelId/details/:id: a detector, contact or siren of a panel, its zone and events. */
export function PanelDevicePage() {
  const { t } = useTranslation('defcon');
  const params = useParams();
  const panelId = positive(params.panelId);
  const id = positive(params.id);
  const device = usePanelDevice(panelId, id);
  const back = panelId ? DEFCON_PATHS.panelDetails(panelId) : DEFCON_PATHS.panelList;
  const notFound = (
    <EmptyState
      py="xl"
      icon={<IconDeviceDesktopOff />}
      withIndicatorBackground
      data-testid="device-not-found"
    >
      <EmptyState.Title order={2}>{t('devices.notFound')}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={back} variant="light">
          {t('devices.backToPanel')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
  return (
    <LoadState query={device} notFound={notFound} missing={!panelId || !id} rows={6}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader
            before={<BackLink to={back}>{t('devices.backToPanel')}</BackLink>}
            title={
              <Group gap="sm">
                {data.name || data.serial}
                <Badge variant="outline" ff="monospace">
                  {data.serial}
                </Badge>
              </Group>
            }
            description={`${data.hardware.name} · ${t('devices.zoneOf', { zone: data.zone, name: data.zoneName })}`}
          />
          <Paper withBorder p="lg">
            <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
              <Fact label={t('devices.panel')}>
                <Link to={DEFCON_PATHS.panelDetails(data.panel.id)}>
                  {data.panel.name || data.panel.serial}
                </Link>
              </Fact>
              <Fact label={t('panels.columns.armState')}>
                <ArmBadge state={data.panel.armState} />
              </Fact>
              <Fact label={t('panels.columns.link')}>
                <LinkBadge link={data.panel.link} />
              </Fact>
              <Fact label={t('panels.columns.customer')}>{data.company.name}</Fact>
              <Fact label={t('devices.type')}>
                {t(`devices.types.${data.type}`, { defaultValue: data.type })}
              </Fact>
              <Fact label={t('devices.state')}>{data.state}</Fact>
              <Fact label={t('devices.battery')}>{data.battery === null ? '—' : `${data.battery} %`}</Fact>
              <Fact label={t('devices.lastSeen')}>
                {data.lastSeenAt ? formatDateTime(data.lastSeenAt) : '—'}
              </Fact>
              <Fact label={t('panels.zones.state')}>
                <Badge color={data.alarmed ? 'red' : 'gray'} variant="light">
                  {t(data.alarmed ? 'panels.zones.alarmed' : 'panels.zones.quiet')}
                </Badge>
              </Fact>
              <Fact label={t('panels.facts.structure')}>{data.structure?.name ?? '—'}</Fact>
            </SimpleGrid>
          </Paper>
          <Title order={2} fz="h4">
            {t('devices.events')}
          </Title>
          {data.events.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('devices.noEvents')}
            </Text>
          ) : (
            <Table aria-label={t('devices.events')} striped>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('devices.event')}</Table.Th>
                  <Table.Th>{t('devices.code')}</Table.Th>
                  <Table.Th>{t('panels.commands.at')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.events.map((event) => (
                  <Table.Tr key={`${event.at}-${event.code}`}>
                    <Table.Td>
                      {event.kind}
                      {event.restore ? ` (${t('panels.zones.restored')})` : ''}
                    </Table.Td>
                    <Table.Td ff="monospace">{event.code}</Table.Td>
                    <Table.Td>{formatDateTime(event.at)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
        </Stack>
      )}
    </LoadState>
  );
}
