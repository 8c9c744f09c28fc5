import { devices, type metrowatch } from '@atrium/contracts';
import { Card, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../../ui/Chart/index.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { usePeriodReadings } from '../api/devices.ts';
import type { WatchedLimits } from '../api/limits.ts';
import { limitedSeriesOption } from './readingSeries.ts';

interface LimitedChartProps {
  device: metrowatch.MetrowatchDevice;
  /** The value drawn: temperature or humidity. */
  valueKey: 'temperature' | 'humidity';
  limits: WatchedLimits;
  from: string;
  to: string;
}

/** One value of a cold-storage device over the period, against its limits (a template's, or the sensor's). */
export function LimitedChart({ device, valueKey, limits, from, to }: LimitedChartProps) {
  const { t } = useTranslation('metro-watch');
  const readings = usePeriodReadings(device.id, valueKey, from, to);
  const label = t(`devices.coldStorage.${valueKey}`);
  const unit = devices.SENSOR_TYPE_BY_KEY.get(valueKey)?.unit;
  const option = useMemo(
    () =>
      limitedSeriesOption(readings.data?.rows ?? [], valueKey, limits, {
        value: label,
        min: t('devices.coldStorage.min'),
        max: t('devices.coldStorage.max'),
        unit,
      }),
    [readings.data, valueKey, limits, label, unit, t],
  );
  const source =
    limits.source.from === 'template'
      ? t('devices.coldStorage.limitsFrom.template', { name: limits.source.name })
      : t(`devices.coldStorage.limitsFrom.${limits.source.from}`);
  return (
    <Card withBorder padding="lg" data-testid={`chart-${valueKey}`}>
      <Stack gap="xs">
        <Title order={2} fz="h4">
          {label}
        </Title>
        <Text size="sm" c="dimmed" data-testid={`limits-${valueKey}`}>
          {source}
          {limits.min !== null && ` · ${t('devices.coldStorage.min')} ${limits.min}${unit ?? ''}`}
          {limits.max !== null && ` · ${t('devices.coldStorage.max')} ${limits.max}${unit ?? ''}`}
        </Text>
        {readings.isError ? (
          <QueryErrorState title={t('devices.readingsFailed')} query={readings} />
        ) : (
          <Chart
            option={option}
            label={t('devices.coldStorage.chartLabel', { value: label })}
            loading={readings.isPending}
            emptyVariant="readings"
          />
        )}
      </Stack>
    </Card>
  );
}
