import { type alarms, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { formatDate } from '../../../modules/companies/components/format.ts';
import { DataTable, type DataTableColumn } from '../../../ui/DataTable/index.ts';
import { templatePermissionsOf, useCan } from '../../access.ts';
import { fetchTemplates, useDeleteTemplate } from '../../api/templates.ts';
import { tableKeyOf } from '../../app.ts';
import { useKitApp } from '../../KitAppContext.tsx';
import type { KitPaths } from '../../paths.ts';

type Template = alarms.Template;

function templateColumns(t: TFunction, paths: KitPaths, canCopy: boolean): DataTableColumn<Template>[] {
  const columns: DataTableColumn<Template>[] = [
    {
      id: 'name',
      header: t('templates.form.name'),
      cell: (row) => (
        <Anchor component={Link} to={paths.templateDetails(row.id)} size="sm" fw={500}>
          {row.name}
        </Anchor>
      ),
      accessor: (row) => row.name,
    },
    {
      id: 'description',
      header: t('templates.form.description'),
      sortable: false,
      cell: (row) => (
        <Text size="sm" lineClamp={1}>
          {row.description}
        </Text>
      ),
    },
    { id: 'rules', header: t('templates.rules'), sortable: false, accessor: (row) => row.rules.length },
    {
      id: 'enabled',
      header: t('templates.status'),
      sortable: false,
      accessor: (row) => t(row.enabled ? 'templates.enabled' : 'templates.disabled'),
      cell: (row) => (
        <Badge variant="light" color={row.enabled ? 'green' : 'gray'}>
          {t(row.enabled ? 'templates.enabled' : 'templates.disabled')}
        </Badge>
      ),
    },
    {
      id: 'updatedAt',
      header: t('templates.updatedAt'),
      accessor: (row) => formatDate(row.updatedAt),
      csv: (row) => row.updatedAt,
    },
  ];
  if (!canCopy) return columns;
  return [
    ...columns,
    {
      id: 'copy',
      header: t('templates.copy'),
      sortable: false,
      width: 72,
      cell: (row) => (
        <Group justify="center">
          <ActionIcon
            component={Link}
            to={paths.templateCopy(row.id)}
            variant="subtle"
            aria-label={t('templates.copyOf', { name: row.name })}
            title={t('templates.copy')}
          >
            <IconCopy size={16} />
          </ActionIcon>
        </Group>
      ),
    },
  ];
}

/** GET /swam/template: paging, sort, search by name; view, copy, edit and delete by permission. */
export function TemplatesTable() {
  const app = useKitApp();
  const { paths } = app;
  const fetchPage = useMemo(() => fetchTemplates(app), [app]);
  const { t } = useTranslation('kit');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const canCopy = can(templatePermissionsOf(app).create);
  const columns = useMemo(() => templateColumns(t, paths, canCopy), [t, paths, canCopy]);
  return (
    <DataTable<Template>
      label={t('templates.title')}
      columns={columns}
      fetchPage={fetchPage}
      queryKey={app.keys.templates()}
      tableKey={tableKeyOf(app, 'templates', 'list')}
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('templates.search')}
      rowLabel={(row) => row.name}
      onView={(row) => void navigate(paths.templateDetails(row.id))}
      onEdit={
        can(templatePermissionsOf(app).update)
          ? (row) => void navigate(paths.templateEdit(row.id))
          : undefined
      }
      onDelete={can(templatePermissionsOf(app).delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('templates.deleteQuestion', { name: row.name })}
      exportFileName="templates"
      view="rows"
    />
  );
}
