import type { VehicleLog } from '@atrium/contracts/anpr/logs';
import { Badge, EmptyState, Group, Paper, Stack, Table } from '@mantine/core';
import { IconCar } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../../../lib/realtime.ts';
import { QueryErrorState } from '../../../../ui/ErrorState.tsx';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadingCard } from '../../../places/components/LoadingCard.tsx';
import { useLiveVehicleLogs } from '../../api/logs.ts';
import { logColumns } from '../../components/logs/logColumns.tsx';
import { SnapshotModal } from '../../components/logs/SnapshotModal.tsx';

function LiveTable({
  logs,
  fresh,
  onSnapshot,
}: {
  logs: VehicleLog[];
  fresh: ReadonlySet<number>;
  onSnapshot: (log: VehicleLog) => void;
}) {
  const { t } = useTranslation('neuron');
  const columns = useMemo(() => logColumns(t, onSnapshot), [t, onSnapshot]);
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table aria-label={t('logs.liveTitle')} striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.id}>{column.header}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody aria-live="polite" aria-relevant="additions">
          {logs.map((log) => (
            <Table.Tr
              key={log.id}
              data-testid="live-log"
              data-fresh={fresh.has(log.id) || undefined}
              bg={fresh.has(log.id) ? 'var(--mantine-color-yellow-light)' : undefined}
            >
              {columns.map((column) => (
                <Table.Td key={column.id}>
                  {column.cell ? column.cell(log) : String(column.accessor?.(log) ?? '')}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * /neuron/logs/vehicles-logs: the latest plate reads of the gates, each new read (or a better read of the
 * same car) appearing without a reload as the socket pushes it, newest first: plate, gate and camera,
 * direction, time, the decision and why, and the box's snapshot when it sent one.
 */
export function LiveLogsPage() {
  const { t } = useTranslation('neuron');
  const { query, fresh } = useLiveVehicleLogs();
  const realtime = useRealtimeState();
  const [snapshot, setSnapshot] = useState<VehicleLog | null>(null);
  let content: React.ReactNode;
  if (query.isError) content = <QueryErrorState title={t('logs.loadFailed')} query={query} />;
  else if (query.isPending) content = <LoadingCard rows={5} />;
  else if (query.data.length === 0)
    content = (
      <EmptyState py="xl" icon={<IconCar />} withIndicatorBackground data-testid="no-live-logs">
        <EmptyState.Title order={2}>{t('logs.liveEmptyTitle')}</EmptyState.Title>
        <EmptyState.Description>{t('logs.liveEmpty')}</EmptyState.Description>
      </EmptyState>
    );
  else content = <LiveTable logs={query.data} fresh={fresh} onSnapshot={setSnapshot} />;
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('logs.liveTitle')}
        description={t('logs.liveDescription')}
        actions={
          <Group>
            <Badge variant="dot" color={realtime === 'connected' ? 'green.9' : 'gray.7'}>
              {t(realtime === 'connected' ? 'logs.liveOn' : 'logs.liveOff')}
            </Badge>
          </Group>
        }
      />
      <Paper withBorder p={0}>
        {content}
      </Paper>
      {snapshot && <SnapshotModal log={snapshot} onClose={() => setSnapshot(null)} />}
    </Stack>
  );
}
