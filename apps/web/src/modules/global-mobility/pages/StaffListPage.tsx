import { DEFAULT_PAGE_SIZE, type gm } from '@atrium/contracts';
import { Badge, Stack, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { GM_KEYS } from '../access.ts';
import { fetchStaff } from '../api/gm.ts';
import { gmKeys } from '../api/keys.ts';
import { StaffEditModal } from '../components/StaffEditModal.tsx';

type Member = gm.StaffMember;

function columns(t: TFunction): DataTableColumn<Member>[] {
  return [
    { id: 'name', header: t('staff.columns.name'), accessor: (row) => row.name || row.email },
    { id: 'email', header: t('staff.columns.email'), sortable: false },
    {
      id: 'role',
      header: t('staff.columns.role'),
      sortable: false,
      accessor: (row) => t(`staff.roles.${row.role ?? 'none'}`),
    },
    {
      id: 'onDuty',
      header: t('staff.columns.onDuty'),
      sortable: false,
      accessor: (row) => t(row.onDuty ? 'staff.onDuty' : 'staff.offDuty'),
      cell: (row) => (
        <Badge color={row.onDuty ? 'teal' : 'gray'} variant="light">
          {t(row.onDuty ? 'staff.onDuty' : 'staff.offDuty')}
        </Badge>
      ),
    },
    {
      id: 'devices',
      header: t('staff.columns.devices'),
      sortable: false,
      accessor: (row) => row.devices.map((d) => d.serial).join(', '),
      cell: (row) =>
        row.devices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('staff.noDevices')}
          </Text>
        ) : (
          row.devices.map((d) => d.name || d.serial).join(', ')
        ),
    },
  ];
}

/** /gm/staff-management/list: the company's staff, their gm role, whether on duty, the devices they carry. */
export function StaffListPage() {
  const { t } = useTranslation('gm');
  const can = useCan();
  const [editing, setEditing] = useState<Member | null>(null);
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader title={t('staff.title')} description={t('staff.description')} />
      <DataTable<Member>
        label={t('staff.title')}
        columns={cols}
        fetchPage={fetchStaff}
        queryKey={gmKeys.staff()}
        tableKey="gm_staff_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey="search"
        searchPlaceholder={t('staff.search')}
        rowLabel={(row) => row.name || row.email}
        onEdit={can(GM_KEYS.staff.update) ? (row) => setEditing(row) : undefined}
        view="rows"
      />
      {editing && <StaffEditModal member={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
}
