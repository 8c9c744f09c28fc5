import type { metrowatch } from '@atrium/contracts';
import { Card, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../places/components/Fact.tsx';
import { DeviceHealthFacts, DoorFact } from './DeviceFacts.tsx';

const latest = (device: metrowatch.MetrowatchDevice, key: string, unit: string) => {
  const value = device.lastValues?.[key];
  return value === undefined ? null : `${value}${unit}`;
};

/** A cold store at a glance: its latest temperature and humidity, its door, battery and last report. */
export function ColdStorageStatus({ device }: { device: metrowatch.MetrowatchDevice }) {
  const { t } = useTranslation('metro-watch');
  const unknown = t('devices.unknown');
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 3, md: 6 }} spacing="lg">
        <Fact label={t('devices.coldStorage.temperature')}>
          {latest(device, 'temperature', ' °C') ?? unknown}
        </Fact>
        <Fact label={t('devices.coldStorage.humidity')}>{latest(device, 'humidity', ' %') ?? unknown}</Fact>
        <DoorFact device={device} />
        <DeviceHealthFacts device={device} />
      </SimpleGrid>
    </Card>
  );
}
