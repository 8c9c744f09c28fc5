import { DEFAULT_PAGE_SIZE, type lorawan } from '@atrium/contracts';
import { Badge, Button, Switch } from '@mantine/core';
import { IconKey, IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/ConfirmDialog/index.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { formatDateTime } from '../../companies/components/format.ts';
import { useCan } from '../../places/access.ts';
import { fetchIntegrations, lorawanKeys, useIntegrationMutations } from '../api/integrations.ts';
import { IntegrationModal } from './IntegrationModal.tsx';
import { SecretModal } from './SecretModal.tsx';

const COUNTERS = ['accepted', 'duplicates', 'unknownDevEui', 'refused', 'rateLimited'] as const;

interface Actions {
  canUpdate: boolean;
  toggle: (row: lorawan.Integration, enabled: boolean) => void;
  regenerate: (row: lorawan.Integration) => void;
}

const columns = (t: TFunction, actions: Actions): DataTableColumn<lorawan.Integration>[] => [
  { id: 'name', header: t('columns.name') },
  {
    id: 'kind',
    header: t('columns.kind'),
    accessor: (row) => t(`kinds.${row.kind}`),
    cell: (row) => (
      <Badge variant="light" color={row.kind === 'chirpstack' ? 'blue' : 'grape'}>
        {t(`kinds.${row.kind}`)}
      </Badge>
    ),
  },
  {
    id: 'enabled',
    header: t('columns.enabled'),
    sortable: false,
    accessor: (row) => t(row.enabled ? 'enabled' : 'disabled'),
    cell: (row) => (
      <Switch
        checked={row.enabled}
        disabled={!actions.canUpdate}
        aria-label={t('toggle', { name: row.name })}
        label={t(row.enabled ? 'enabled' : 'disabled')}
        onChange={(event) => actions.toggle(row, event.currentTarget.checked)}
      />
    ),
  },
  ...COUNTERS.map(
    (counter): DataTableColumn<lorawan.Integration> => ({
      id: counter,
      header: t(`columns.${counter}`),
      sortable: false,
      accessor: (row) => row[counter],
    }),
  ),
  {
    id: 'lastUplinkAt',
    header: t('columns.lastUplinkAt'),
    accessor: (row) => (row.lastUplinkAt ? formatDateTime(row.lastUplinkAt) : t('never')),
    csv: (row) => row.lastUplinkAt ?? '',
  },
  { id: 'companyName', header: t('columns.company'), sortable: false },
  {
    id: 'secret',
    header: t('columns.secret'),
    sortable: false,
    accessor: () => '',
    cell: (row) =>
      actions.canUpdate && (
        <Button
          size="compact-xs"
          variant="default"
          leftSection={<IconKey size={12} />}
          aria-label={t('regenerateFor', { name: row.name })}
          onClick={() => actions.regenerate(row)}
        >
          {t('regenerate')}
        </Button>
      ),
  },
];

/** The integrations with their counters: create (the secret shown once), edit, enable, regenerate, delete. */
export function IntegrationsTable({ customerId }: { customerId: number | null }) {
  const { t } = useTranslation('lorawan');
  const can = useCan();
  const { update, regenerate, remove } = useIntegrationMutations(customerId);
  const [editing, setEditing] = useState<lorawan.Integration | 'new' | null>(null);
  const [regenerating, setRegenerating] = useState<lorawan.Integration | null>(null);
  const [revealed, setRevealed] = useState<lorawan.IntegrationWithSecret | null>(null);
  const canUpdate = can(['p_structure_lorawan_gateways_update']);
  const tableColumns = useMemo(
    () =>
      columns(t, {
        canUpdate,
        toggle: (row, enabled) => update.mutate({ id: row.id, body: { enabled } }),
        regenerate: setRegenerating,
      }),
    [t, canUpdate, update.mutate],
  );
  const fetchPage = useMemo(() => fetchIntegrations(customerId), [customerId]);
  const queryKey = useMemo(() => [...lorawanKeys.integrations(), customerId], [customerId]);
  return (
    <>
      <DataTable<lorawan.Integration>
        label={t('tabs.integrations')}
        columns={tableColumns}
        fetchPage={fetchPage}
        queryKey={queryKey}
        tableKey="core_lorawan_integrations"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('search')}
        rowLabel={(row) => row.name}
        onEdit={canUpdate ? (row) => setEditing(row) : undefined}
        onDelete={can(['p_structure_lorawan_gateways_delete']) ? (row) => remove(row.id) : undefined}
        deleteMessage={(row) => t('deleteQuestion', { name: row.name })}
        exportFileName="lorawan-integrations"
        toolbar={
          can(['p_structure_lorawan_gateways_create']) && (
            <Button size="xs" leftSection={<IconPlus size={14} />} onClick={() => setEditing('new')}>
              {t('create')}
            </Button>
          )
        }
      />
      {editing && (
        <IntegrationModal
          customerId={customerId}
          integration={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onCreated={setRevealed}
        />
      )}
      <ConfirmDialog
        opened={regenerating !== null}
        title={t('regenerateTitle')}
        message={t('regenerateQuestion', { name: regenerating?.name ?? '' })}
        confirmLabel={t('regenerate')}
        color="red"
        onClose={() => setRegenerating(null)}
        onConfirm={async () => {
          if (!regenerating) return;
          const { data } = await regenerate.mutateAsync(regenerating.id);
          setRegenerating(null);
          setRevealed(data);
        }}
      />
      {revealed && <SecretModal integration={revealed} onClose={() => setRevealed(null)} />}
    </>
  );
}
