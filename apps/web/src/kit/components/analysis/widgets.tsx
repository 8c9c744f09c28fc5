import type { analysis } from '@atrium/contracts';
import { Group, Select, Stack, Text } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../ui/Chart/index.ts';
import type { DashboardItem, WidgetSize } from '../../../ui/DashboardGrid/index.ts';
import { useDeviceOptions, useStatistics } from '../../api/analysis.ts';
import { alarmsOption, averagesOption, countsOption, rangeOption } from './chartOptions.ts';
import { deviceLabel, sensorKeysOf, sensorLabel } from './sensors.ts';
import { WidgetBody } from './WidgetBody.tsx';

/** What every analysis widget is given: the period, the structure (v2) and the scope's statistics. */
export interface WidgetContext {
  from: string;
  to: string;
  structureId: number | null;
  stats: UseQueryResult<analysis.Statistics>;
}

export interface AnalysisWidgetDef {
  id: string;
  /** Spec §2 (A55): the minimum size in grid units. */
  minSize: WidgetSize;
  defaultSize?: WidgetSize;
  /** Shown on a new dashboard. */
  byDefault: boolean;
  render: (context: WidgetContext) => ReactNode;
}

/**
 * The scope's devices (of the structure, when one is chosen), those with readings in the period first, then
 * those that ever reported, installed ones before the others within each (name order otherwise): a widget
 * opens on a device on a structure with data, not on one in stock that never reported.
 */
function useScopeDevices(structureId: number | null, from: string) {
  const options = useDeviceOptions();
  const all = (options.data ?? []).filter((d) => structureId === null || d.structure?.id === structureId);
  const start = Date.parse(from);
  const rank = (d: (typeof all)[number]) => {
    const seen = d.lastSeenAt === null ? 2 : Date.parse(d.lastSeenAt) >= start ? 0 : 1;
    return seen * 2 + (d.structure ? 0 : 1);
  };
  return { query: options, devices: [...all].sort((a, b) => rank(a) - rank(b)) };
}

function DevicesReadings({ from, to, structureId }: WidgetContext) {
  const { t } = useTranslation('kit');
  const scope = useScopeDevices(structureId, from);
  const [picked, setPicked] = useState<string | null>(null);
  const [sensor, setSensor] = useState<string | null>(null);
  const device = scope.devices.find((d) => String(d.id) === picked) ?? scope.devices[0];
  const keys = device ? sensorKeysOf(device.hardware.id) : [];
  const key = sensor && keys.includes(sensor) ? sensor : keys[0];
  const stats = useStatistics(
    { from, to, deviceIds: device ? [device.id] : [], sensors: key ? [key] : [] },
    device !== undefined && key !== undefined,
  );
  return (
    <WidgetBody
      query={stats}
      controls={
        <Group gap="xs" grow>
          <Select
            size="xs"
            aria-label={t('analysis.device')}
            data={scope.devices.map((d) => ({ value: String(d.id), label: deviceLabel(d) }))}
            value={device ? String(device.id) : null}
            onChange={setPicked}
            allowDeselect={false}
            searchable
          />
          <Select
            size="xs"
            aria-label={t('analysis.sensor')}
            data={keys.map((k) => ({ value: k, label: sensorLabel(t, k) }))}
            value={key ?? null}
            onChange={setSensor}
            allowDeselect={false}
          />
        </Group>
      }
    >
      <Chart
        label={t('analysis.widgets.devicesReadings')}
        height="100%"
        loading={scope.query.isPending || stats.isFetching}
        option={rangeOption(stats.data?.series[0], {
          min: t('analysis.min'),
          avg: t('analysis.avg'),
          max: t('analysis.max'),
        })}
        emptyVariant="readings"
      />
    </WidgetBody>
  );
}

function AlarmsCount({ stats }: WidgetContext) {
  const { t } = useTranslation('kit');
  const open = stats.data?.totals.openAlarms;
  return (
    <WidgetBody
      query={stats}
      controls={
        <Text size="xs" c="dimmed">
          {t('analysis.openAlarms', { operational: open?.operational ?? 0, status: open?.status ?? 0 })}
        </Text>
      }
    >
      <Chart
        label={t('analysis.widgets.alarmsCount')}
        height="100%"
        loading={stats.isFetching}
        option={alarmsOption(stats.data?.alarms ?? [], {
          operational: t('analysis.operational'),
          status: t('analysis.status'),
        })}
      />
    </WidgetBody>
  );
}

function StructureComparison({ stats }: WidgetContext) {
  const { t } = useTranslation('kit');
  return (
    <WidgetBody query={stats}>
      <Chart
        label={t('analysis.widgets.structureComparison')}
        height="100%"
        loading={stats.isFetching}
        option={countsOption(stats.data?.structures ?? [], {
          online: t('connectivity.online'),
          offline: t('connectivity.offline'),
          neverSeen: t('connectivity.never-seen'),
          openAlarms: t('analysis.openAlarmsShort'),
        })}
      />
    </WidgetBody>
  );
}

/** Devices compared on one sensor: up to 5 of the scope's devices that carry it. */
function DevicesComparison({ from, to, structureId }: WidgetContext) {
  const { t } = useTranslation('kit');
  const scope = useScopeDevices(structureId, from);
  const carried = [...new Set(scope.devices.flatMap((d) => sensorKeysOf(d.hardware.id)))].filter(
    (k) => k !== 'battery',
  );
  const [sensor, setSensor] = useState<string | null>(null);
  const key = sensor && carried.includes(sensor) ? sensor : carried[0];
  const compared = scope.devices.filter((d) => key && sensorKeysOf(d.hardware.id).includes(key)).slice(0, 5);
  const stats = useStatistics(
    { from, to, deviceIds: compared.map((d) => d.id), sensors: key ? [key] : [] },
    compared.length > 0,
  );
  const names = new Map(compared.map((d) => [d.id, deviceLabel(d)]));
  return (
    <WidgetBody
      query={stats}
      controls={
        <Select
          size="xs"
          aria-label={t('analysis.sensor')}
          data={carried.map((k) => ({ value: k, label: sensorLabel(t, k) }))}
          value={key ?? null}
          onChange={setSensor}
          allowDeselect={false}
        />
      }
    >
      <Chart
        label={t('analysis.widgets.devicesComparison')}
        height="100%"
        loading={scope.query.isPending || stats.isFetching}
        option={averagesOption(stats.data?.series ?? [], (s) => names.get(s.target.id) ?? s.target.name)}
        emptyVariant="readings"
      />
    </WidgetBody>
  );
}

/** Spec §2: the solution statistics widget exists but is not supported: it says so. */
function SolutionStatistics() {
  const { t } = useTranslation('kit');
  return (
    <Stack align="center" justify="center" gap={4} h="calc(100% - 36px)" data-testid="widget-unsupported">
      <Group gap="xs">
        <IconChartBarOff size={18} />
        <Text size="sm" fw={500}>
          {t('analysis.unsupported')}
        </Text>
      </Group>
    </Stack>
  );
}

/** Spec §2 (A55): the sensor-solution analysis widgets and their minimum sizes. */
export const ANALYSIS_WIDGETS: readonly AnalysisWidgetDef[] = [
  {
    id: 'devicesReadings',
    minSize: { w: 3, h: 1 },
    defaultSize: { w: 6, h: 2 },
    byDefault: true,
    render: (c) => <DevicesReadings {...c} />,
  },
  {
    id: 'alarmsCount',
    minSize: { w: 3, h: 1 },
    defaultSize: { w: 6, h: 2 },
    byDefault: true,
    render: (c) => <AlarmsCount {...c} />,
  },
  {
    id: 'structureComparison',
    minSize: { w: 5.5, h: 1 },
    defaultSize: { w: 6, h: 2 },
    byDefault: true,
    render: (c) => <StructureComparison {...c} />,
  },
  {
    id: 'devicesComparison',
    minSize: { w: 5.5, h: 1 },
    defaultSize: { w: 6, h: 2 },
    byDefault: true,
    render: (c) => <DevicesComparison {...c} />,
  },
  {
    id: 'solutionStatistics',
    minSize: { w: 4, h: 0.5 },
    byDefault: false,
    render: () => <SolutionStatistics />,
  },
];

export const DEFAULT_WIDGETS = ANALYSIS_WIDGETS.filter((w) => w.byDefault).map((w) => w.id);
/** A new dashboard: the four default widgets two by two. */
export const DEFAULT_LAYOUT: DashboardItem[] = DEFAULT_WIDGETS.map((i, index) => ({
  i,
  x: (index % 2) * 6,
  y: Math.floor(index / 2) * 2,
  w: 6,
  h: 2,
}));
