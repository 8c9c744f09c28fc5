import type { metrowatch } from '@atrium/contracts';
import { Button, Card, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconSettings } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../../../lib/notify.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { METRO_DEVICES, useCan } from '../access.ts';
import { DeviceHealthFacts } from './DeviceFacts.tsx';
import { TrackerParametersModal } from './TrackerParametersModal.tsx';

/** A tracker at a glance: where it last was and how fast, its battery, state and last report; its parameters. */
export function TrackerStatus({ device }: { device: metrowatch.MetrowatchDevice }) {
  const { t } = useTranslation('metro-watch');
  const can = useCan();
  const [editing, setEditing] = useState(false);
  const last = device.lastPosition;
  return (
    <Card withBorder padding="lg">
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 5 }} spacing="lg">
          <Fact label={t('devices.tracker.lastPosition')}>
            <span data-testid="last-position">
              {last
                ? `${last.latitude.toFixed(5)}, ${last.longitude.toFixed(5)}`
                : t('devices.tracker.noPosition')}
            </span>
          </Fact>
          <Fact label={t('devices.tracker.speed')}>
            {last?.speed === null || last?.speed === undefined ? t('devices.unknown') : `${last.speed} km/h`}
          </Fact>
          <DeviceHealthFacts device={device} />
        </SimpleGrid>
        {can(METRO_DEVICES.update) && (
          <Group>
            <Button
              variant="default"
              leftSection={<IconSettings size={16} />}
              onClick={() => setEditing(true)}
            >
              {t('devices.tracker.parameters.open')}
            </Button>
          </Group>
        )}
      </Stack>
      {editing && (
        <TrackerParametersModal
          device={device}
          onSent={() =>
            showToast({
              kind: 'notify',
              message: t('devices.tracker.parameters.sent', { serial: device.serial }),
            })
          }
          onClose={() => setEditing(false)}
        />
      )}
    </Card>
  );
}
