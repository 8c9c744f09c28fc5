import { type access, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { Anchor, Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useAccessRights } from '../access.ts';
import { accessKeys } from '../api/keys.ts';
import { fetchSchedules, useDeleteSchedule } from '../api/schedules.ts';
import { windowsText } from '../components/windowsText.ts';
import { scheduleDetailsPath } from '../paths.ts';

type Schedule = access.CompanySchedule;

function columns(t: TFunction): DataTableColumn<Schedule>[] {
  return [
    {
      id: 'name',
      header: t('access.schedules.name'),
      cell: (row) => (
        <Anchor component={Link} to={scheduleDetailsPath(row.id)} size="sm">
          {row.name}
        </Anchor>
      ),
    },
    { id: 'timeZone', header: t('access.schedules.timeZone'), sortable: false },
    {
      id: 'windows',
      header: t('access.windows.label'),
      sortable: false,
      accessor: (row) => windowsText(t, row.windows),
    },
    { id: 'accessCount', header: t('access.schedules.accessCount'), sortable: false },
    { id: 'createdAt', header: t('access.columns.createdAt'), accessor: (row) => formatDate(row.createdAt) },
  ];
}

/** /metro-watch/schedules/list: the company schedules that scheduled accesses follow. */
export function SchedulesListPage() {
  const { t } = useTranslation('metro-watch');
  const rights = useAccessRights();
  const remove = useDeleteSchedule();
  const tableColumns = useMemo(() => columns(t), [t]);
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('access.schedules.title')}
        description={t('access.schedules.description')}
        actions={
          rights.grant && (
            <Button component={Link} to={scheduleDetailsPath('new')} leftSection={<IconPlus size={16} />}>
              {t('access.schedules.create')}
            </Button>
          )
        }
      />
      <DataTable<Schedule>
        label={t('access.schedules.title')}
        columns={tableColumns}
        fetchPage={fetchSchedules}
        queryKey={accessKeys.schedules()}
        defaultPageSize={DEFAULT_PAGE_SIZE}
        searchPlaceholder={t('access.schedules.search')}
        view="rows"
        onDelete={rights.revoke ? (row) => remove.mutateAsync(row.id) : undefined}
        deleteMessage={(row) => t('access.schedules.deleteQuestion', { name: row.name })}
      />
    </Stack>
  );
}
