import { type alarms, DEFAULT_PAGE_SIZE } from '@atrium/contracts';
import { ActionIcon, Anchor, Badge, Group, Text } from '@mantine/core';
import { IconCopy } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DataTable, type DataTableColumn } from '../../../../ui/DataTable/index.ts';
import { formatDate } from '../../../companies/components/format.ts';
import { useCan } from '../../access.ts';
import { swamKeys } from '../../api/keys.ts';
import { fetchTemplates, useDeleteTemplate } from '../../api/templates.ts';
import { templateCopyPath, templateDetailsPath, templateEditPath } from '../../paths.ts';
import { TEMPLATE_PERMISSIONS } from './access.ts';

type Template = alarms.Template;

function templateColumns(t: TFunction, canCopy: boolean): DataTableColumn<Template>[] {
  const columns: DataTableColumn<Template>[] = [
    {
      id: 'name',
      header: t('templates.form.name'),
      cell: (row) => (
        <Anchor component={Link} to={templateDetailsPath(row.id)} size="sm" fw={500}>
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
            to={templateCopyPath(row.id)}
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
  const { t } = useTranslation('ignite-shield');
  const can = useCan();
  const navigate = useNavigate();
  const remove = useDeleteTemplate();
  const canCopy = can(TEMPLATE_PERMISSIONS.create);
  const columns = useMemo(() => templateColumns(t, canCopy), [t, canCopy]);
  return (
    <DataTable<Template>
      label={t('templates.title')}
      columns={columns}
      fetchPage={fetchTemplates}
      queryKey={swamKeys.templates()}
      tableKey="swam_templates_list"
      defaultPageSize={DEFAULT_PAGE_SIZE}
      searchPlaceholder={t('templates.search')}
      rowLabel={(row) => row.name}
      onView={(row) => void navigate(templateDetailsPath(row.id))}
      onEdit={can(TEMPLATE_PERMISSIONS.update) ? (row) => void navigate(templateEditPath(row.id)) : undefined}
      onDelete={can(TEMPLATE_PERMISSIONS.delete) ? (row) => remove.mutateAsync(row.id) : undefined}
      deleteMessage={(row) => t('templates.deleteQuestion', { name: row.name })}
      exportFileName="templates"
      view="rows"
    />
  );
}
