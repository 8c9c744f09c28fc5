import { analysis } from '@atrium/contracts';
import { Group, MultiSelect, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../modules/companies/components/PageHeader.tsx';
import { Chart } from '../../../ui/Chart/index.ts';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PeriodSelector } from '../../../ui/PeriodSelector/index.ts';
import { useDeviceOptions, useStatistics } from '../../api/analysis.ts';
import { rangeOption } from '../../components/analysis/chartOptions.ts';
import { deviceLabel, sensorKeysOf, sensorLabel } from '../../components/analysis/sensors.ts';
import { useAnalysisPeriod } from '../../components/analysis/usePeriod.ts';
import { WidgetBody } from '../../components/analysis/WidgetBody.tsx';

type Kind = (typeof analysis.TARGET_KINDS)[number];

/**
 * /ignite-shield/analysis/compare: two or more devices or structures (at most 10) over one period, one chart
 * each, side by side, on one sensor.
 */
export function ComparePage() {
  const { t } = useTranslation('kit');
  const period = useAnalysisPeriod();
  const [kind, setKind] = useState<Kind>('device');
  const [picked, setPicked] = useState<string[]>([]);
  const [sensor, setSensor] = useState<string | null>(null);
  const deviceOptions = useDeviceOptions();
  const scope = useStatistics({ from: period.from, to: period.to });
  const allDevices = deviceOptions.data ?? [];
  const ids = picked.map(Number);
  const options =
    kind === 'device'
      ? allDevices.map((d) => ({ value: String(d.id), label: deviceLabel(d) }))
      : (scope.data?.structures ?? []).map((s) => ({ value: String(s.id), label: s.name }));
  const carriers = allDevices.filter((d) =>
    kind === 'device' ? ids.includes(d.id) : d.structure !== null && ids.includes(d.structure.id),
  );
  const keys = [...new Set(carriers.flatMap((d) => sensorKeysOf(d.hardware.id)))];
  const key = sensor && keys.includes(sensor) ? sensor : keys[0];
  const ready = ids.length >= 2 && key !== undefined;
  const stats = useStatistics(
    {
      from: period.from,
      to: period.to,
      sensors: key ? [key] : [],
      ...(kind === 'device' ? { deviceIds: ids } : { structureIds: ids }),
    },
    ready,
  );
  const labels = { min: t('analysis.min'), avg: t('analysis.avg'), max: t('analysis.max') };
  const nameOf = (id: number) => options.find((o) => o.value === String(id))?.label ?? String(id);

  return (
    <Stack gap="lg">
      <PageHeader title={t('analysis.compare.title')} description={t('analysis.compare.description')} />
      <Group align="end" gap="md" wrap="wrap">
        <SegmentedControl
          value={kind}
          onChange={(value) => {
            setKind(value as Kind);
            setPicked([]);
          }}
          data={[
            { value: 'device', label: t('analysis.compare.devices') },
            { value: 'structure', label: t('analysis.compare.structures') },
          ]}
        />
        <MultiSelect
          label={kind === 'device' ? t('analysis.compare.devices') : t('analysis.compare.structures')}
          placeholder={t('analysis.compare.pick')}
          data={options}
          value={picked}
          onChange={setPicked}
          maxValues={analysis.MAX_TARGETS}
          searchable
          miw={280}
        />
        <Select
          label={t('analysis.sensor')}
          data={keys.map((k) => ({ value: k, label: sensorLabel(t, k) }))}
          value={key ?? null}
          onChange={setSensor}
          allowDeselect={false}
          disabled={keys.length === 0}
        />
        <PeriodSelector
          value={period.selection}
          onChange={period.setSelection}
          comparisons={[]}
          rules={{ maxDays: analysis.MAX_PERIOD_DAYS, allowFuture: false }}
        />
      </Group>
      {!ready ? (
        <EmptyState title={t('analysis.compare.pickTwo')} />
      ) : (
        <WidgetBody query={stats} fill={false}>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            {ids.map((id) => {
              const one = stats.data?.series.find((s) => s.target.id === id);
              return (
                <Paper key={id} withBorder p="sm" radius="md" data-testid="compare-chart">
                  <Text fw={600} size="sm" mb="xs">
                    {nameOf(id)}
                  </Text>
                  <Chart
                    label={`${nameOf(id)} · ${sensorLabel(t, key ?? '')}`}
                    height={260}
                    loading={stats.isFetching}
                    option={rangeOption(one, labels)}
                    emptyVariant="readings"
                  />
                </Paper>
              );
            })}
          </SimpleGrid>
        </WidgetBody>
      )}
    </Stack>
  );
}
