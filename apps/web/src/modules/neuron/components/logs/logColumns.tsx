import type { VehicleLog } from '@atrium/contracts/anpr/logs';
import { Button, Stack, Text } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { DecisionBadge, DirectionBadge } from '../badges.tsx';
import { when } from '../format.ts';

/** A read's columns (live and history): plate, gate and camera, direction, time, decision and why, snapshot. */
export function logColumns(
  t: TFunction,
  onSnapshot: (log: VehicleLog) => void,
): DataTableColumn<VehicleLog>[] {
  return [
    { id: 'seenAt', header: t('logs.time'), accessor: (row) => when(row.seenAt) },
    {
      id: 'plate',
      header: t('logs.plate'),
      accessor: (row) => row.plate,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm" fw={700} dir="ltr" data-testid="log-plate">
            {row.plate}
          </Text>
          {row.score !== null && (
            <Text size="xs" c="dimmed">
              {t('logs.score', { score: row.score.toFixed(2) })}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'gate',
      header: t('logs.gate'),
      sortable: false,
      accessor: (row) => row.box.gateName,
    },
    {
      id: 'camera',
      header: t('logs.camera'),
      sortable: false,
      accessor: (row) => row.camera?.name ?? row.cameraName,
      cell: (row) => (
        <Stack gap={0}>
          <Text size="sm">{row.camera?.name ?? row.cameraName}</Text>
          {row.camera && (
            <Text size="xs" c="dimmed" dir="ltr">
              {row.cameraName}
            </Text>
          )}
        </Stack>
      ),
    },
    {
      id: 'direction',
      header: t('logs.direction'),
      sortable: false,
      accessor: (row) => row.direction ?? '',
      cell: (row) => <DirectionBadge direction={row.direction} />,
    },
    {
      id: 'decision',
      header: t('logs.decision'),
      sortable: false,
      accessor: (row) => row.decision,
      cell: (row) => <DecisionBadge decision={row.decision} />,
    },
    {
      id: 'reason',
      header: t('logs.reason'),
      sortable: false,
      accessor: (row) => row.reason,
      cell: (row) => (
        <Text size="sm" maw={360}>
          {row.reason}
        </Text>
      ),
    },
    {
      id: 'snapshot',
      header: t('logs.snapshot'),
      sortable: false,
      csv: () => '',
      accessor: (row) => (row.hasSnapshot ? t('logs.hasSnapshot') : t('common.none')),
      cell: (row) =>
        row.hasSnapshot ? (
          <Button
            size="compact-xs"
            variant="light"
            leftSection={<IconPhoto size={14} />}
            aria-label={t('logs.viewSnapshot', { plate: row.plate })}
            onClick={() => onSnapshot(row)}
          >
            {t('logs.view')}
          </Button>
        ) : (
          t('common.none')
        ),
    },
  ];
}
