import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { ACCESS_SOURCES, ANPR_ACCESS_TYPES, type PlateAccess } from '@atrium/contracts/anpr/accesses';
import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core';
import { IconBan, IconPencil, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../../kit/access.ts';
import { ConfirmDialog } from '../../../../ui/ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { NEURON_KEYS } from '../../access.ts';
import { fetchAccesses, useDeleteAccess, useRevokeAccess } from '../../api/accesses.ts';
import { useBoxOptions } from '../../api/boxes.ts';
import { neuronKeys } from '../../api/keys.ts';
import { periodText, subjectText } from '../../components/accesses/accessText.ts';
import { AccessStateBadge } from '../../components/badges.tsx';
import { NEURON_PATHS } from '../../paths.ts';

function accessColumns(t: TFunction, windowsT: TFunction): DataTableColumn<PlateAccess>[] {
  return [
    { id: 'name', header: t('accesses.name'), accessor: (row) => row.name || t('common.none') },
    { id: 'gate', header: t('accesses.gate'), sortable: false, accessor: (row) => row.box.gateName },
    {
      id: 'subject',
      header: t('accesses.subject'),
      sortable: false,
      accessor: (row) => subjectText(t, row),
      cell: (row) => (
        <Text size="sm" dir="auto">
          {subjectText(t, row)}
        </Text>
      ),
    },
    { id: 'type', header: t('accesses.type'), accessor: (row) => t(`accesses.types.${row.type}`) },
    {
      id: 'when',
      header: t('accesses.when'),
      sortable: false,
      accessor: (row) => periodText(t, windowsT, row),
      cell: (row) => (
        <Text size="sm" maw={320}>
          {periodText(t, windowsT, row)}
        </Text>
      ),
    },
    {
      id: 'state',
      header: t('accesses.state'),
      sortable: false,
      accessor: (row) => t(`accesses.states.${row.state}`),
      cell: (row) => <AccessStateBadge state={row.state} />,
    },
    {
      id: 'source',
      header: t('accesses.source'),
      sortable: false,
      accessor: (row) => t(`accesses.sources.${row.source}`),
    },
  ];
}

/**
 * /neuron/accesses/access-list: which plates may pass which gate and when, paged, searched (name, gate, plate,
 * resident), filtered by gate, type, source and whether it holds now; edit, revoke (asked first), delete.
 */
export function AccessListPage() {
  const { t } = useTranslation('neuron');
  const { t: windowsT } = useTranslation('metro-watch');
  const can = useCan();
  const navigate = useNavigate();
  const boxes = useBoxOptions();
  const revoke = useRevokeAccess();
  const remove = useDeleteAccess();
  const [revoking, setRevoking] = useState<PlateAccess | null>(null);
  const canUpdate = can(NEURON_KEYS.accesses.update);

  const columns = useMemo(() => {
    const base = accessColumns(t, windowsT);
    if (!canUpdate) return base;
    const actions: DataTableColumn<PlateAccess> = {
      id: 'actions',
      header: t('common.actions'),
      sortable: false,
      csv: () => '',
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            aria-label={t('accesses.editOne', { name: row.name || subjectText(t, row) })}
            onClick={() => void navigate(NEURON_PATHS.updateAccess(row.id))}
            disabled={row.state === 'revoked'}
          >
            <IconPencil size={16} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={t('accesses.revokeOne', { name: row.name || subjectText(t, row) })}
            onClick={() => setRevoking(row)}
            disabled={row.state === 'revoked'}
          >
            <IconBan size={16} />
          </ActionIcon>
        </Group>
      ),
    };
    return [...base, actions];
  }, [t, windowsT, canUpdate, navigate]);

  const filters = useMemo<FilterDefinition[]>(
    () => [
      {
        type: 'select',
        key: 'boxId',
        label: t('accesses.gate'),
        multiple: false,
        optionValue: 'value',
        options: boxes.data ?? [],
      },
      {
        type: 'select',
        key: 'type',
        label: t('accesses.type'),
        multiple: false,
        optionValue: 'value',
        options: ANPR_ACCESS_TYPES.map((value) => ({ value, label: t(`accesses.types.${value}`) })),
      },
      {
        type: 'select',
        key: 'source',
        label: t('accesses.source'),
        multiple: false,
        optionValue: 'value',
        options: ACCESS_SOURCES.map((value) => ({ value, label: t(`accesses.sources.${value}`) })),
      },
      {
        type: 'select',
        key: 'active',
        label: t('accesses.holdsNow'),
        multiple: false,
        optionValue: 'value',
        options: [
          { value: 'true', label: t('common.yes') },
          { value: 'false', label: t('common.no') },
        ],
      },
    ],
    [t, boxes.data],
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('accesses.title')}
        description={t('accesses.description')}
        actions={
          can(NEURON_KEYS.accesses.create) && (
            <Button component={Link} to={NEURON_PATHS.createAccess} leftSection={<IconPlus size={16} />}>
              {t('nav.createAccess')}
            </Button>
          )
        }
      />
      <DataTable<PlateAccess>
        label={t('accesses.title')}
        columns={columns}
        fetchPage={fetchAccesses}
        queryKey={neuronKeys.accessList()}
        tableKey="neuron_accesses_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('accesses.search')}
        rowLabel={(row) => row.name || subjectText(t, row)}
        onDelete={can(NEURON_KEYS.accesses.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('accesses.deleteQuestion', { name: row.name || subjectText(t, row) })}
        filters={filters}
        view="rows"
        exportFileName="neuron-accesses"
      />
      <ConfirmDialog
        opened={revoking !== null}
        title={t('accesses.revokeTitle')}
        message={
          revoking ? t('accesses.revokeQuestion', { name: revoking.name || subjectText(t, revoking) }) : ''
        }
        confirmLabel={t('accesses.revoke')}
        color="red.8"
        icon={<IconBan size={16} />}
        onConfirm={() => revoking && revoke.mutateAsync(revoking.id)}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
