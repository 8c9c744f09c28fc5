import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceLogTable } from './DeviceLogTable.tsx';

/** A Metro Watch device's tabs: the page's overview, its access log and its command log. */
export function MetroDeviceTabs({ deviceId, overview }: { deviceId: number; overview: ReactNode }) {
  const { t } = useTranslation('metro-watch');
  return (
    <Tabs defaultValue="overview" keepMounted={false}>
      <Tabs.List>
        <Tabs.Tab value="overview">{t('devices.tabs.overview')}</Tabs.Tab>
        <Tabs.Tab value="access">{t('devices.log.access')}</Tabs.Tab>
        <Tabs.Tab value="command">{t('devices.log.command')}</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        {overview}
      </Tabs.Panel>
      <Tabs.Panel value="access" pt="md">
        <DeviceLogTable deviceId={deviceId} kind="access" />
      </Tabs.Panel>
      <Tabs.Panel value="command" pt="md">
        <DeviceLogTable deviceId={deviceId} kind="command" />
      </Tabs.Panel>
    </Tabs>
  );
}
