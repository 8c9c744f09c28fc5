import { DEFAULT_PAGE_SIZE, type gm } from '@atrium/contracts';
import { Anchor, Badge, Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useCan } from '../../../kit/access.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { GM_KEYS } from '../access.ts';
import { fetchSettings, useDeleteSetting } from '../api/gm.ts';
import { gmKeys } from '../api/keys.ts';
import { GM_PATHS } from '../paths.ts';

type Setting = gm.Setting;

const names = (list: { name: string }[]) => list.map((one) => one.name).join(', ') || '—';

function columns(t: TFunction): DataTableColumn<Setting>[] {
  return [
    {
      id: 'name',
      header: t('settings.columns.name'),
      accessor: (row) => row.name,
      cell: (row) => (
        <Anchor component={Link} to={GM_PATHS.settingEdit(row.id)} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    {
      id: 'alarmTypes',
      header: t('settings.columns.alarmTypes'),
      sortable: false,
      accessor: (row) => row.alarmTypes.map((type) => t(`settings.alarmTypes.${type}`)).join(', '),
      cell: (row) => (
        <Group gap={4}>
          {row.alarmTypes.map((type) => (
            <Badge key={type} variant="light" color={type === 'sos' ? 'red' : 'blue'}>
              {t(`settings.alarmTypes.${type}`)}
            </Badge>
          ))}
        </Group>
      ),
    },
    {
      id: 'channels',
      header: t('settings.columns.channels'),
      sortable: false,
      accessor: (row) => row.channels.map((channel) => t(`settings.channels.${channel}`)).join(', '),
    },
    {
      id: 'recipients',
      header: t('settings.columns.recipients'),
      sortable: false,
      accessor: (row) => names([...row.users, ...row.groups]),
    },
    {
      id: 'escalation',
      header: t('settings.columns.escalation'),
      sortable: false,
      accessor: (row) =>
        row.escalation
          ? t('settings.escalationSummary', {
              minutes: row.escalation.afterMinutes,
              names: names(row.escalation.users),
            })
          : t('settings.noEscalation'),
    },
  ];
}

/** /gm/notifications-settings/list: who is told of which alarms, by which channel, escalated to whom. */
export function SettingsListPage() {
  const { t } = useTranslation('gm');
  const navigate = useNavigate();
  const can = useCan();
  const remove = useDeleteSetting();
  const cols = useMemo(() => columns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description')}
        actions={
          can(GM_KEYS.settings.create) && (
            <Button component={Link} to={GM_PATHS.settingCreate} leftSection={<IconPlus size={16} />}>
              {t('settings.add')}
            </Button>
          )
        }
      />
      <DataTable<Setting>
        label={t('settings.title')}
        columns={cols}
        fetchPage={fetchSettings}
        queryKey={gmKeys.settings()}
        tableKey="gm_settings_list"
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchKey="search"
        searchPlaceholder={t('settings.search')}
        rowLabel={(row) => row.name}
        onEdit={
          can(GM_KEYS.settings.update) ? (row) => void navigate(GM_PATHS.settingEdit(row.id)) : undefined
        }
        onDelete={can(GM_KEYS.settings.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
        view="rows"
      />
    </Stack>
  );
}
