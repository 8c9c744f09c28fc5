import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import type { Resident } from '@atrium/contracts/anpr/residents';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { NEURON_KEYS } from '../../access.ts';
import { neuronKeys } from '../../api/keys.ts';
import { fetchResidents, useDeleteResident } from '../../api/residents.ts';
import { ResidentModal } from '../../components/residents/ResidentModal.tsx';
import { NEURON_PATHS } from '../../paths.ts';

export function residentColumns(t: TFunction): DataTableColumn<Resident>[] {
  const none = t('common.none');
  return [
    {
      id: 'name',
      header: t('residents.name'),
      cell: (row) => (
        <Anchor component={Link} to={NEURON_PATHS.profile(row.id)} size="sm" fw={500} dir="auto">
          {row.name}
        </Anchor>
      ),
      accessor: (row) => row.name,
    },
    { id: 'email', header: t('residents.email'), sortable: false, accessor: (row) => row.email || none },
    { id: 'phone', header: t('residents.phone'), sortable: false, accessor: (row) => row.phone || none },
    {
      id: 'structures',
      header: t('residents.structures'),
      sortable: false,
      accessor: (row) => row.structures.map((item) => item.name).join(', ') || none,
    },
    { id: 'vehicles', header: t('residents.vehicles'), sortable: false, accessor: (row) => row.vehicles },
    {
      id: 'user',
      header: t('residents.user'),
      sortable: false,
      hidden: true,
      accessor: (row) => row.user?.email ?? none,
    },
  ];
}

/** /neuron/residents/residents-list: the residents, paged and searched (name, email, phone or a plate); add, edit, delete. */
export function ResidentsListPage() {
  const { t } = useTranslation('neuron');
  const can = useCan();
  const [editing, setEditing] = useState<{ resident?: Resident } | null>(null);
  const [highlight, setHighlight] = useState<number | null>(null);
  const remove = useDeleteResident();
  const columns = useMemo(() => residentColumns(t), [t]);
  const fetchPage = useMemo(() => fetchResidents(), []);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('residents.title')}
        description={t('residents.description')}
        actions={
          can(NEURON_KEYS.residents.create) && (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing({})}>
              {t('residents.add')}
            </Button>
          )
        }
      />
      <DataTable<Resident>
        label={t('residents.title')}
        columns={columns}
        fetchPage={fetchPage}
        queryKey={neuronKeys.residentList()}
        tableKey="neuron_residents_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('residents.search')}
        rowLabel={(row) => row.name}
        onEdit={can(NEURON_KEYS.residents.update) ? (row) => setEditing({ resident: row }) : undefined}
        onDelete={can(NEURON_KEYS.residents.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('residents.deleteQuestion', { name: row.name })}
        highlightRowId={highlight}
        view="rows"
        exportFileName="neuron-residents"
      />
      {editing && (
        <ResidentModal
          resident={editing.resident}
          onClose={() => setEditing(null)}
          onSaved={(saved) => setHighlight(saved.id)}
        />
      )}
    </Stack>
  );
}
