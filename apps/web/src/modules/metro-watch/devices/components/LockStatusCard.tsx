import type { metrowatch } from '@atrium/contracts';
import { Badge, Card, SimpleGrid } from '@mantine/core';
import { IconLock, IconLockOpen, IconZzz } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Fact } from '../../../places/components/Fact.tsx';
import { DeviceHealthFacts, DoorFact } from './DeviceFacts.tsx';

/** A lock at a glance: locked or not, its door, whether it sleeps, its battery and when it last reported. */
export function LockStatusCard({ device }: { device: metrowatch.MetrowatchDevice }) {
  const { t } = useTranslation('metro-watch');
  const unknown = t('devices.unknown');
  return (
    <Card withBorder padding="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="lg">
        <Fact label={t('devices.lock.state')}>
          {device.lockState ? (
            <Badge
              variant="light"
              color={device.lockState === 'locked' ? 'blue' : 'yellow'}
              leftSection={
                device.lockState === 'locked' ? <IconLock size={12} /> : <IconLockOpen size={12} />
              }
              data-testid="lock-state"
            >
              {t(`devices.states.${device.lockState}`)}
            </Badge>
          ) : (
            <span data-testid="lock-state">{unknown}</span>
          )}
          {device.asleep && (
            <Badge ms="xs" variant="outline" color="gray" leftSection={<IconZzz size={12} />}>
              {t('devices.lock.sleeping')}
            </Badge>
          )}
        </Fact>
        <DoorFact device={device} />
        <DeviceHealthFacts device={device} />
      </SimpleGrid>
    </Card>
  );
}
