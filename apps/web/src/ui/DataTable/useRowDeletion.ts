import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../lib/i18n.ts';
import { tableMessage } from './constants.ts';

export interface RowDeletionOptions<T> {
  onDelete?: (row: T) => unknown;
  onDeleteRows?: (rows: T[]) => unknown;
  deleteMessage?: (row: T) => string;
  /** After a successful delete: drop the rows from the selection, reload. */
  onDeleted: (rows: T[]) => void;
}

/**
 * Delete with confirmation: asks through ConfirmDeleteDialog, deletes one row (`onDelete`) or many
 * (`onDeleteRows`, else `onDelete` per row), then shows the table message (R140, R141).
 */
export function useRowDeletion<T>({
  onDelete,
  onDeleteRows,
  deleteMessage,
  onDeleted,
}: RowDeletionOptions<T>) {
  const { t } = useTranslation('common');
  const [pending, setPending] = useState<T[] | null>(null);

  const confirm = async () => {
    const rows = pending ?? [];
    const [first] = rows;
    if (rows.length === 1 && first !== undefined && onDelete) await onDelete(first);
    else if (onDeleteRows) await onDeleteRows(rows);
    else if (onDelete) for (const row of rows) await onDelete(row);
    notifications.show({
      color: 'green',
      message: translateMessage(t, tableMessage('deleted', rows.length)),
    });
    onDeleted(rows);
  };

  const [first] = pending ?? [];
  const message =
    pending?.length === 1 && first !== undefined
      ? (deleteMessage?.(first) ?? t('table.deleteRowQuestion'))
      : t('table.deleteRowsQuestion', { count: pending?.length ?? 0 });

  return {
    ask: (rows: T[]) => setPending(rows),
    canDeleteMany: Boolean(onDeleteRows ?? onDelete),
    dialog: {
      opened: pending !== null,
      message,
      onConfirm: confirm,
      onClose: () => setPending(null),
    },
  };
}
