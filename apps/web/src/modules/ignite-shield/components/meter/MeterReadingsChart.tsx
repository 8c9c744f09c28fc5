import { devices } from '@atrium/contracts';
import { Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/errors.ts';
import { Chart, type ChartOption } from '../../../../ui/Chart/index.ts';
import { ErrorState } from '../../../../ui/ErrorState.tsx';
import { CHART_MAX_READINGS, useMonthReadings } from '../../api/meter.ts';

interface MeterReadingsChartProps {
  device: devices.Device;
  month: string;
}

/** The values the device reports (its hardware's sensors, then any other it sent), metered ones first. */
function keysOf(device: devices.Device): string[] {
  const model = devices.hardwareById(device.hardware.id);
  const known = devices.SENSOR_TYPES.filter((s) => model?.sensorTypeIds.includes(s.id)).map((s) => s.key);
  const keys = [...new Set([...known, ...Object.keys(device.lastValues ?? {})])];
  const metered = devices.METERED_KEYS.filter((key) => keys.includes(key));
  return [...metered, ...keys.filter((key) => !(metered as string[]).includes(key))];
}

/** One value of a meter over the chosen month, as a line (the shared ECharts wrapper). */
export function MeterReadingsChart({ device, month }: MeterReadingsChartProps) {
  const { t } = useTranslation('ignite-shield');
  const keys = keysOf(device);
  const [chosen, setChosen] = useState<string | null>(null);
  const sensor: string = chosen ?? keys[0] ?? 'energy';
  const readings = useMonthReadings(device.id, month, sensor);
  const unit = devices.SENSOR_TYPE_BY_KEY.get(sensor)?.unit ?? '';
  const option = useMemo<ChartOption>(
    () => ({
      grid: { left: 56, right: 24, top: 24, bottom: 40 },
      tooltip: { trigger: 'axis' },
      xAxis: { type: 'time' },
      yAxis: { type: 'value', name: unit, scale: true },
      series: [
        {
          type: 'line',
          name: sensor,
          showSymbol: false,
          data: (readings.data?.rows ?? []).map((r) => [r.ts, r.values[sensor] ?? null]),
        },
      ],
    }),
    [readings.data, sensor, unit],
  );
  return (
    <Card withBorder padding="lg">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <Title order={2} fz="h4">
            {t('meter.readings')}
          </Title>
          <Select
            aria-label={t('kit:templates.form.sensor')}
            data={(keys.length ? keys : [sensor]).map((key) => ({
              value: key,
              label: devices.SENSOR_TYPE_BY_KEY.get(key)?.name ?? key,
            }))}
            value={sensor}
            onChange={(value) => value && setChosen(String(value))}
            allowDeselect={false}
            w={200}
          />
        </Group>
        {readings.isError ? (
          <ErrorState
            title={t('kit:details.readings')}
            description={describeError(t, readings.error)}
            onRetry={() => void readings.refetch()}
            retrying={readings.isFetching}
          />
        ) : (
          <Chart
            option={option}
            label={t('meter.readings')}
            loading={readings.isPending}
            emptyVariant="readings"
            height={320}
          />
        )}
        {readings.data && readings.data.total > CHART_MAX_READINGS && (
          <Text size="xs" c="dimmed">
            {t('meter.latestOnly', { shown: CHART_MAX_READINGS, total: readings.data.total })}
          </Text>
        )}
      </Stack>
    </Card>
  );
}
