import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { GATE_DECISION_CODES, VEHICLE_DECISIONS } from '@atrium/contracts/anpr/decision';
import type { VehicleLog } from '@atrium/contracts/anpr/logs';
import { Button, Group, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type TableQuery } from '../../../../ui/DataTable/index.ts';
import { type PeriodSelection, PeriodSelector } from '../../../../ui/PeriodSelector/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useBoxOptions } from '../../api/boxes.ts';
import { neuronKeys } from '../../api/keys.ts';
import { fetchVehicleLogs } from '../../api/logs.ts';
import { logColumns } from '../../components/logs/logColumns.tsx';
import { SnapshotModal } from '../../components/logs/SnapshotModal.tsx';

const RULES = { maxDays: 366, allowFuture: false };

/**
 * /neuron/logs/vehicles-logs-history: every read, paged, newest first; searched by plate or gate, filtered by
 * gate, decision, why, direction and a period.
 */
export function LogsHistoryPage() {
  const { t } = useTranslation('neuron');
  const boxes = useBoxOptions();
  const [period, setPeriod] = useState<PeriodSelection | null>(null);
  const [snapshot, setSnapshot] = useState<VehicleLog | null>(null);
  const columns = useMemo(() => logColumns(t, setSnapshot), [t]);
  const from = period?.kind === 'period' ? period.from : '';
  const to = period?.kind === 'period' ? period.to : '';
  const fetchPage = useMemo(
    () => (query: TableQuery, signal?: AbortSignal) =>
      fetchVehicleLogs({ ...query, filter: { ...query.filter, ...(from ? { from, to } : {}) } }, signal),
    [from, to],
  );
  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'boxId',
        label: t('logs.gate'),
        multiple: false,
        optionValue: 'value',
        options: boxes.data ?? [],
      },
      {
        type: 'select',
        key: 'decision',
        label: t('logs.decision'),
        multiple: false,
        optionValue: 'value',
        options: VEHICLE_DECISIONS.map((value) => ({ value, label: t(`logs.decisions.${value}`) })),
      },
      {
        type: 'select',
        key: 'code',
        label: t('logs.code'),
        multiple: false,
        optionValue: 'value',
        options: GATE_DECISION_CODES.map((value) => ({ value, label: t(`logs.codes.${value}`) })),
      },
      {
        type: 'select',
        key: 'direction',
        label: t('logs.direction'),
        multiple: false,
        optionValue: 'value',
        options: (['in', 'out'] as const).map((value) => ({ value, label: t(`directions.${value}`) })),
      },
    ],
    [t, boxes.data],
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('logs.historyTitle')}
        description={t('logs.historyDescription')}
        actions={
          <Group gap="xs">
            <PeriodSelector
              label={t('logs.period')}
              value={period}
              onChange={setPeriod}
              comparisons={[]}
              rules={RULES}
            />
            {period && (
              <Button variant="subtle" onClick={() => setPeriod(null)}>
                {t('logs.anyTime')}
              </Button>
            )}
          </Group>
        }
      />
      <DataTable<VehicleLog>
        label={t('logs.historyTitle')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={[...neuronKeys.logHistory(), from, to]}
        tableKey="neuron_logs_history"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('logs.search')}
        rowLabel={(row) => row.plate}
        filters={filters}
        view="rows"
        exportFileName="neuron-vehicle-logs"
      />
      {snapshot && <SnapshotModal log={snapshot} onClose={() => setSnapshot(null)} />}
    </Stack>
  );
}
