import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import * as assignments from '@atrium/contracts/defcon/assignments';
import { Badge, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../../kit/access.ts';
import { showToast } from '../../../../lib/notify.tsx';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { DEFCON_KEYS } from '../../access.ts';
import { type AssignmentAction, fetchAssignments, useAssignmentAction } from '../../api/assignments.ts';
import { defconKeys } from '../../api/keys.ts';
import { RequestAssignmentModal } from '../../components/RequestAssignmentModal.tsx';

type Row = assignments.DeviceAssignment;
const STATUS_COLOURS: Record<assignments.AssignmentStatus, string> = {
  pending: 'blue',
  accepted: 'teal',
  rejected: 'red',
  unassigned: 'gray',
};

function columns(t: TFunction, act: (row: Row, action: AssignmentAction) => void): DataTableColumn<Row>[] {
  return [
    {
      id: 'serial',
      header: t('assign.columns.device'),
      accessor: (row) => `${row.device.serial} ${row.device.name}`.trim(),
    },
    {
      id: 'type',
      header: t('assign.columns.type'),
      sortable: false,
      accessor: (row) => t(`devices.types.${row.device.type}`, { defaultValue: row.device.type }),
    },
    {
      id: 'customer',
      header: t('assign.columns.customer'),
      sortable: false,
      accessor: (row) => row.customer.name,
    },
    {
      id: 'securityCompany',
      header: t('assign.columns.securityCompany'),
      sortable: false,
      accessor: (row) => row.securityCompany.name,
    },
    {
      id: 'status',
      header: t('assign.columns.status'),
      accessor: (row) => t(`assign.statuses.${row.status}`),
      cell: (row) => (
        <Badge variant="light" color={STATUS_COLOURS[row.status]}>
          {t(`assign.statuses.${row.status}`)}
        </Badge>
      ),
    },
    {
      id: 'requestedAt',
      header: t('assign.columns.requestedAt'),
      accessor: (row) => formatDateTime(row.requestedAt),
      csv: (row) => row.requestedAt,
    },
    {
      id: 'reason',
      header: t('assign.columns.reason'),
      sortable: false,
      accessor: (row) => row.reason ?? row.note ?? '',
    },
    {
      id: 'actions',
      header: t('assign.columns.actions'),
      sortable: false,
      csv: () => '',
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.actions.map((action) => (
            <Button
              key={action}
              size="compact-xs"
              variant={action === 'accept' ? 'filled' : 'light'}
              color={action === 'accept' ? undefined : 'red'}
              onClick={() => act(row, action)}
              aria-label={`${t(`assign.actions.${action}`)} ${row.device.serial}`}
            >
              {t(`assign.actions.${action}`)}
            </Button>
          ))}
        </Group>
      ),
    },
  ];
}

function filters(t: TFunction): FilterDefinition[] {
  return [
    {
      type: 'select',
      key: 'status',
      label: t('assign.columns.status'),
      multiple: false,
      optionValue: 'value',
      options: assignments.ASSIGNMENT_STATUSES.map((value) => ({
        value,
        label: t(`assign.statuses.${value}`),
      })),
    },
    {
      type: 'select',
      key: 'side',
      label: t('assign.side'),
      multiple: false,
      optionValue: 'value',
      options: [
        { value: 'sent', label: t('assign.sent') },
        { value: 'received', label: t('assign.received') },
      ],
    },
  ];
}

/**
 * /defcon/device/device-assign/list: the device assignments the company is a party to. The customer accepts or
 * rejects a request; the security company requests devices and unassigns; each action is confirmed.
 */
export function DeviceAssignPage() {
  const { t } = useTranslation('defcon');
  const can = useCan();
  const action = useAssignmentAction();
  const [pending, setPending] = useState<{ row: Row; action: AssignmentAction } | null>(null);
  const [requesting, setRequesting] = useState(false);
  const tableColumns = useMemo(() => columns(t, (row, name) => setPending({ row, action: name })), [t]);
  const tableFilters = useMemo(() => filters(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('assign.title')}
        description={t('assign.description')}
        actions={
          can(DEFCON_KEYS.devices.transfer) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setRequesting(true)}>
              {t('assign.request')}
            </Button>
          )
        }
      />
      <DataTable<Row>
        label={t('assign.title')}
        columns={tableColumns}
        fetchPage={fetchAssignments}
        queryKey={defconKeys.assignments()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('assign.search')}
        filters={tableFilters}
        view="rows"
      />
      <ConfirmDialog
        opened={pending !== null}
        title={pending ? t(`assign.actions.${pending.action}`) : ''}
        message={
          pending
            ? t(`assign.confirm.${pending.action}`, {
                company: pending.row.securityCompany.name,
                serial: pending.row.device.serial,
              })
            : ''
        }
        confirmLabel={pending ? t(`assign.actions.${pending.action}`) : ''}
        color={pending?.action === 'accept' ? undefined : 'red'}
        onConfirm={async () => {
          if (!pending) return;
          const row = await action.mutateAsync({ id: pending.row.id, action: pending.action });
          showToast({
            kind: 'notify',
            message: t('assign.done', {
              serial: row.device.serial,
              status: t(`assign.statuses.${row.status}`),
            }),
          });
        }}
        onClose={() => setPending(null)}
      />
      {requesting && <RequestAssignmentModal onClose={() => setRequesting(false)} />}
    </Stack>
  );
}
