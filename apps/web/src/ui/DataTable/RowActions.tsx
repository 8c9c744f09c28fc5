import { ActionIcon, Group } from '@mantine/core';
import { IconEye, IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export interface RowActionHandlers<T> {
  onView?: (row: T) => void;
  onEdit?: (row: T) => void;
  /** Asks for confirmation first (ConfirmDeleteDialog). */
  onDelete?: (row: T) => void;
}

export const hasRowActions = <T,>(actions: RowActionHandlers<T>) =>
  Boolean(actions.onView || actions.onEdit || actions.onDelete);

/** A47: the row actions view, edit and delete (shown on hover in the rows view). */
export function RowActions<T>({
  row,
  actions,
  label,
}: {
  row: T;
  actions: RowActionHandlers<T>;
  label: string;
}) {
  const { t } = useTranslation('common');
  const { onView, onEdit, onDelete } = actions;
  return (
    <Group gap={4} wrap="nowrap" justify="flex-end">
      {onView && (
        <ActionIcon
          variant="subtle"
          title={t('table.view')}
          aria-label={`${t('table.view')} ${label}`}
          onClick={() => onView(row)}
        >
          <IconEye size={16} />
        </ActionIcon>
      )}
      {onEdit && (
        <ActionIcon
          variant="subtle"
          title={t('table.edit')}
          aria-label={`${t('table.edit')} ${label}`}
          onClick={() => onEdit(row)}
        >
          <IconPencil size={16} />
        </ActionIcon>
      )}
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          title={t('table.delete')}
          aria-label={`${t('table.delete')} ${label}`}
          onClick={() => onDelete(row)}
        >
          <IconTrash size={16} />
        </ActionIcon>
      )}
    </Group>
  );
}
