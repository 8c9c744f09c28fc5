import { Button, Group, Paper, Text } from '@mantine/core';
import { IconTrash, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface SelectionBarProps {
  count: number;
  onDeselectAll: () => void;
  /** Shown when set: deletes the selected rows (after confirmation). */
  onDelete?: () => void;
  /** More bulk actions for the selected rows. */
  actions?: ReactNode;
}

/** A47: the bottom bar with the selected count and "Deselect All"; hidden while nothing is selected. */
export function SelectionBar({ count, onDeselectAll, onDelete, actions }: SelectionBarProps) {
  const { t } = useTranslation('common');
  if (count === 0) return null;
  return (
    <Paper
      withBorder
      shadow="sm"
      radius="md"
      px="md"
      py="xs"
      pos="sticky"
      bottom={8}
      style={{ zIndex: 3 }}
      role="region"
      aria-label={t('table.selection')}
      data-testid="data-table-selection-bar"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm" fw={600} data-testid="data-table-selected-count">
          {t('table.selected', { count })}
        </Text>
        <Group gap="xs">
          {actions}
          {onDelete && (
            <Button
              size="xs"
              color="red"
              variant="light"
              leftSection={<IconTrash size={14} />}
              onClick={onDelete}
            >
              {t('table.deleteSelected')}
            </Button>
          )}
          <Button size="xs" variant="default" leftSection={<IconX size={14} />} onClick={onDeselectAll}>
            {t('table.deselectAll')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
