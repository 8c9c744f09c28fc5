import { DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import * as panels from '@atrium/contracts/defcon/panels';
import { Anchor, Stack } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import type { FilterDefinition } from '../../../../ui/TableFilters/index.ts';
import { formatDateTime } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { defconKeys } from '../../api/keys.ts';
import { fetchPanels, useLivePanelStates } from '../../api/panels.ts';
import { ArmBadge, LinkBadge, signalText } from '../../components/panels/PanelBadges.tsx';
import { DEFCON_PATHS } from '../../paths.ts';

type Panel = panels.PanelListItem;

function panelColumns(t: TFunction): DataTableColumn<Panel>[] {
  return [
    {
      id: 'serial',
      header: t('panels.columns.serial'),
      cell: (row) => (
        <Anchor component={Link} to={DEFCON_PATHS.panelDetails(row.id)} size="sm" fw={500} ff="monospace">
          {row.serial}
        </Anchor>
      ),
    },
    { id: 'name', header: t('panels.columns.name') },
    {
      id: 'customer',
      header: t('panels.columns.customer'),
      sortable: false,
      accessor: (row) => row.company.name,
    },
    {
      id: 'securityCompany',
      header: t('panels.columns.securityCompany'),
      sortable: false,
      accessor: (row) => row.securityCompany?.name ?? '—',
    },
    { id: 'accountNumber', header: t('panels.columns.account'), accessor: (row) => row.accountNumber ?? '—' },
    {
      id: 'armState',
      header: t('panels.columns.armState'),
      accessor: (row) => t(`panels.arm.${row.armState}`),
      cell: (row) => <ArmBadge state={row.armState} />,
    },
    {
      id: 'link',
      header: t('panels.columns.link'),
      sortable: false,
      accessor: (row) => t(`panels.link.${row.link}`),
      cell: (row) => <LinkBadge link={row.link} />,
    },
    {
      id: 'lastHeartbeatAt',
      header: t('panels.columns.lastHeartbeat'),
      accessor: (row) => (row.lastHeartbeatAt ? formatDateTime(row.lastHeartbeatAt) : '—'),
      csv: (row) => row.lastHeartbeatAt ?? '',
    },
    {
      id: 'signal',
      header: t('panels.columns.signal'),
      sortable: false,
      accessor: (row) => signalText(row.signal),
    },
    { id: 'openAlarms', header: t('panels.columns.openAlarms'), sortable: false },
  ];
}

function panelFilters(t: TFunction): FilterDefinition[] {
  const options = (values: readonly string[], prefix: string) =>
    values.map((value) => ({ value, label: t(`${prefix}.${value}`) }));
  return [
    {
      type: 'select',
      key: 'armState',
      label: t('panels.columns.armState'),
      multiple: false,
      optionValue: 'value',
      options: options(panels.ARM_STATES, 'panels.arm'),
    },
    {
      type: 'select',
      key: 'link',
      label: t('panels.columns.link'),
      multiple: false,
      optionValue: 'value',
      options: options(panels.PANEL_LINKS, 'panels.link'),
    },
  ];
}

/** /defcon/panels/list: the intrusion panels of the customers the user serves, with state and link. */
export function PanelsListPage() {
  const { t } = useTranslation('defcon');
  const columns = useMemo(() => panelColumns(t), [t]);
  const filters = useMemo(() => panelFilters(t), [t]);
  useLivePanelStates();
  return (
    <Stack gap="lg">
      <PageHeader title={t('panels.title')} description={t('panels.description')} />
      <DataTable<Panel>
        label={t('panels.title')}
        columns={columns}
        fetchPage={fetchPanels}
        queryKey={defconKeys.panelList()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        tableKey="defcon_panels_list"
        searchPlaceholder={t('panels.search')}
        filters={filters}
        view="rows"
        exportFileName="defcon-panels"
      />
    </Stack>
  );
}
