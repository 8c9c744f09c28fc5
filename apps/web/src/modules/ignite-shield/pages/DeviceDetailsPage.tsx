import { Anchor, Badge, Button, EmptyState, Group, Stack, Tabs, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceDesktopOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { LoadState } from '../../places/components/LoadState.tsx';
import { useDevice } from '../api/devices.ts';
import { DeviceActionButtons } from '../components/DeviceActionsMenu.tsx';
import { DeviceInfo } from '../components/DeviceInfo.tsx';
import { AccessLogsTable, InfoLogsTable, ReadingsTable } from '../components/DeviceLogTables.tsx';
import { DEVICES_LIST_PATH } from '../paths.ts';

function DeviceNotFound() {
  const { t } = useTranslation('ignite-shield');
  return (
    <EmptyState
      py="xl"
      icon={<IconDeviceDesktopOff />}
      withIndicatorBackground
      data-testid="device-not-found"
    >
      <EmptyState.Title order={2}>{t('details.notFound')}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={DEVICES_LIST_PATH} variant="light">
          {t('details.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** /ignite-shield/devices/list/solution/:solutionId/device/:id: one device, its readings and logs. */
export function DeviceDetailsPage() {
  const { t } = useTranslation('ignite-shield');
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const device = useDevice(valid ? id : 0);
  return (
    <LoadState query={device} notFound={<DeviceNotFound />} missing={!valid} rows={6}>
      {(data) => (
        <Stack gap="lg">
          <PageHeader
            before={
              <Anchor component={Link} to={DEVICES_LIST_PATH} size="sm">
                <Group gap={4}>
                  <IconArrowLeft size={14} />
                  {t('details.back')}
                </Group>
              </Anchor>
            }
            title={
              <Group gap="sm">
                {data.name || data.serial}
                <Badge variant="outline" ff="monospace">
                  {data.serial}
                </Badge>
              </Group>
            }
            actions={<DeviceActionButtons device={data} />}
          />
          <Tabs defaultValue="info" keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="info">{t('details.info')}</Tabs.Tab>
              <Tabs.Tab value="info-logs">{t('details.infoLogs')}</Tabs.Tab>
              <Tabs.Tab value="access-logs">{t('details.accessLogs')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="info" pt="md">
              <Stack gap="lg">
                <DeviceInfo device={data} />
                <Title order={2} fz="h4">
                  {t('details.readings')}
                </Title>
                <ReadingsTable deviceId={data.id} />
              </Stack>
            </Tabs.Panel>
            <Tabs.Panel value="info-logs" pt="md">
              <InfoLogsTable deviceId={data.id} />
            </Tabs.Panel>
            <Tabs.Panel value="access-logs" pt="md">
              <AccessLogsTable deviceId={data.id} />
            </Tabs.Panel>
          </Tabs>
        </Stack>
      )}
    </LoadState>
  );
}
