import { Group, Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DeviceDetailsFrame, DeviceTabs, WrongKind } from '../../../kit/components/DeviceDetailsFrame.tsx';
import { DeviceInfo } from '../../../kit/components/DeviceInfo.tsx';
import { monthOf, recentMonths } from '../api/meter.ts';
import { IGNITE_SHIELD } from '../app.ts';
import { MeterBillCard } from '../components/meter/MeterBillCard.tsx';
import { MeterReadingsChart } from '../components/meter/MeterReadingsChart.tsx';

const MONTHS = 12;

/** /ignite-shield/devices/meter/:id (spec §2): a meter, its readings of a month as a chart, and its bill. */
export function MeterDetailsPage() {
  const { t, i18n } = useTranslation('ignite-shield');
  const [month, setMonth] = useState(() => monthOf(new Date()));
  const label = (value: string) =>
    new Date(`${value}-01T00:00:00Z`).toLocaleDateString(i18n.language, {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
  return (
    <DeviceDetailsFrame
      accepts={(device) => device.type === 'meter'}
      wrongKind={(device) => (
        <WrongKind
          message={t('meter.notMeter')}
          to={IGNITE_SHIELD.devicePage({ ...device, type: 'sensor' })}
        />
      )}
    >
      {(device) => (
        <DeviceTabs
          device={device}
          overview={
            <Stack gap="lg">
              <DeviceInfo device={device} />
              <Group>
                <Select
                  label={t('meter.month')}
                  data={recentMonths(MONTHS).map((value) => ({ value, label: label(value) }))}
                  value={month}
                  onChange={(value) => value && setMonth(value)}
                  allowDeselect={false}
                  w={220}
                />
              </Group>
              <MeterReadingsChart device={device} month={month} />
              <MeterBillCard deviceId={device.id} month={month} />
            </Stack>
          }
        />
      )}
    </DeviceDetailsFrame>
  );
}
