import { devices } from '@atrium/contracts';
import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BatteryLevel, CommunicationIcon, communicationIconId } from '../../../ui/DeviceStatus/index.ts';
import { ExamplePage } from './ExamplePage.tsx';

const PERCENTS = [null, 12, 20, 35, 60, 95] as const;

/** /core/libs-examples/device-status: battery levels and the ten communication icons (spec §9). */
export function DeviceStatusExamplePage() {
  const { t } = useTranslation('libs-examples');
  return (
    <ExamplePage title={t('deviceStatus.title')} description={t('deviceStatus.description')}>
      <Stack gap="lg">
        <Paper withBorder radius="md" p="md">
          <Group gap="xl">
            {PERCENTS.map((percent) => (
              <BatteryLevel key={String(percent)} percent={percent} label={t('deviceStatus.battery')} />
            ))}
          </Group>
        </Paper>
        <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
          {devices.COMMUNICATION_TYPES.flatMap((type) =>
            (['online', 'offline'] as const).map((connectivity) => (
              <Paper key={`${type}-${connectivity}`} withBorder radius="md" p="sm">
                <Group gap="xs">
                  <CommunicationIcon
                    type={type}
                    connectivity={connectivity}
                    label={`${type}, ${connectivity}`}
                  />
                  <Text size="xs" ff="monospace" dir="ltr">
                    {communicationIconId(type, connectivity)} {type} {connectivity}
                  </Text>
                </Group>
              </Paper>
            )),
          )}
        </SimpleGrid>
      </Stack>
    </ExamplePage>
  );
}
