import type { metrowatch } from '@atrium/contracts';
import { Group, SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDevicePeriod } from '../../../../kit/components/tracking/usePeriod.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { PeriodSelector } from '../../../../ui/PeriodSelector/index.ts';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { limitsFor, useMetroTemplates } from '../api/limits.ts';
import { ColdStorageStatus } from '../components/ColdStorageStatus.tsx';
import { FlagEventsCard } from '../components/FlagEventsCard.tsx';
import { LimitedChart } from '../components/LimitedChart.tsx';
import { MetroDeviceFrame } from '../components/MetroDeviceFrame.tsx';
import { MetroDeviceTabs } from '../components/MetroDeviceTabs.tsx';

const DOOR_KEYS = ['door'] as const;

function ColdStorageOverview({ device }: { device: metrowatch.MetrowatchDevice }) {
  const { t } = useTranslation('metro-watch');
  const period = useDevicePeriod();
  const templates = useMetroTemplates(device.company.id);
  const charts = templates.isPending ? (
    <LoadingCard rows={4} />
  ) : templates.isError ? (
    <QueryErrorState title={t('devices.coldStorage.templatesFailed')} query={templates} />
  ) : (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
      {(['temperature', 'humidity'] as const).map((key) => (
        <LimitedChart
          key={key}
          device={device}
          valueKey={key}
          limits={limitsFor(templates.data, device, key)}
          from={period.from}
          to={period.to}
        />
      ))}
    </SimpleGrid>
  );
  return (
    <Stack gap="lg">
      <ColdStorageStatus device={device} />
      <Group justify="flex-end">
        <PeriodSelector
          label={t('devices.period')}
          value={period.selection}
          onChange={period.setSelection}
          comparisons={[]}
        />
      </Group>
      {charts}
      <FlagEventsCard
        deviceId={device.id}
        title={t('devices.coldStorage.doorEvents')}
        keys={DOOR_KEYS}
        from={period.from}
        to={period.to}
      />
    </Stack>
  );
}

/** /metro-watch/devices/cold-storage/:id: temperature and humidity against their limits, and the door. */
export function ColdStoragePage() {
  return (
    <MetroDeviceFrame kind="cold-storage">
      {(device) => (
        <MetroDeviceTabs deviceId={device.id} overview={<ColdStorageOverview device={device} />} />
      )}
    </MetroDeviceFrame>
  );
}
