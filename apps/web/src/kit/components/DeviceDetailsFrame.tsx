import type { devices } from '@atrium/contracts';
import { Anchor, Badge, Button, EmptyState, Group, Stack, Tabs } from '@mantine/core';
import { IconArrowLeft, IconDeviceDesktopOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../modules/companies/components/PageHeader.tsx';
import { LoadState } from '../../modules/places/components/LoadState.tsx';
import { OpenTicketButton } from '../../modules/support/components/OpenTicketButton.tsx';
import { useDevice } from '../api/devices.ts';
import { useLiveDevices } from '../api/live.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { DeviceActionButtons } from './DeviceActionsMenu.tsx';
import { AccessLogsTable, InfoLogsTable } from './DeviceLogTables.tsx';

type Device = devices.Device;

function DeviceNotFound({ message }: { message?: string }) {
  const { t } = useTranslation('kit');
  const { paths } = useKitApp();
  return (
    <EmptyState
      py="xl"
      icon={<IconDeviceDesktopOff />}
      withIndicatorBackground
      data-testid="device-not-found"
    >
      {/* The page's only heading when the device is not found (axe page-has-heading-one). */}
      <EmptyState.Title order={1}>{message ?? t('details.notFound')}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={paths.devicesList} variant="light">
          {t('details.back')}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

interface DeviceDetailsFrameProps {
  /** The action buttons in the header (default); false when the page shows them itself. */
  headerActions?: boolean;
  /** Whether this page shows this device (a meter page shows meters); else `wrongKind` with a link to its page. */
  accepts?: (device: Device) => boolean;
  wrongKind?: (device: Device) => ReactNode;
  children: (device: Device) => ReactNode;
}

/**
 * A device page (`…/:id`): loading, not found (another company's device too), the header with the device's
 * name, serial and actions, then the page's own content.
 */
export function DeviceDetailsFrame({
  headerActions = true,
  accepts,
  wrongKind,
  children,
}: DeviceDetailsFrameProps) {
  const { t } = useTranslation('kit');
  const { paths } = useKitApp();
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const device = useDevice(valid ? id : 0);
  useLiveDevices();
  return (
    <LoadState query={device} notFound={<DeviceNotFound />} missing={!valid} rows={6}>
      {(data) =>
        accepts && !accepts(data) ? (
          wrongKind?.(data)
        ) : (
          <Stack gap="lg">
            <PageHeader
              before={
                <Anchor component={Link} to={paths.devicesList} size="sm">
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
              actions={
                <Group gap="xs">
                  {headerActions && <DeviceActionButtons device={data} />}
                  <OpenTicketButton deviceId={data.id} />
                </Group>
              }
            />
            {children(data)}
          </Stack>
        )
      }
    </LoadState>
  );
}

/** The device's tabs: the page's overview, then its info logs and access logs. */
export function DeviceTabs({ device, overview }: { device: Device; overview: ReactNode }) {
  const { t } = useTranslation('kit');
  return (
    <Tabs defaultValue="info" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="info">{t('details.info')}</Tabs.Tab>
        <Tabs.Tab value="info-logs">{t('details.infoLogs')}</Tabs.Tab>
        <Tabs.Tab value="access-logs">{t('details.accessLogs')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="info" pt="md">
        {overview}
      </Tabs.Panel>
      <Tabs.Panel value="info-logs" pt="md">
        <InfoLogsTable deviceId={device.id} />
      </Tabs.Panel>
      <Tabs.Panel value="access-logs" pt="md">
        <AccessLogsTable deviceId={device.id} />
      </Tabs.Panel>
    </Tabs>
  );
}

/** The page of a device of another kind: a notice and a link to its own page. */
export function WrongKind({ message, to }: { message: string; to: string }) {
  const { t } = useTranslation('kit');
  return (
    <Stack align="center" py="xl">
      <DeviceNotFound message={message} />
      <Anchor component={Link} to={to}>
        {t('details.openAll')}
      </Anchor>
    </Stack>
  );
}
