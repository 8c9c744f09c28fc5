import type { companies } from '@atrium/contracts';
import { Button, Group } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconPlugConnectedX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DataTableColumn } from '../../../ui/DataTable/index.ts';

const ICONS: Record<companies.RequestAction, ReactNode> = {
  engage: <IconCircleCheck size={14} />,
  cancel: <IconCircleX size={14} />,
  disengage: <IconPlugConnectedX size={14} />,
};
const COLORS: Record<companies.RequestAction, string> = {
  engage: 'teal',
  cancel: 'red',
  disengage: 'orange',
};

/** The moves a row allows, as small buttons named after the action and the request. */
export function RequestActionButtons({
  label,
  actions,
  onAction,
}: {
  label: string;
  actions: readonly companies.RequestAction[];
  onAction: (action: companies.RequestAction) => void;
}) {
  const { t } = useTranslation('companies');
  if (actions.length === 0) return null;
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end">
      {actions.map((action) => (
        <Button
          key={action}
          size="compact-xs"
          variant="light"
          color={COLORS[action]}
          leftSection={ICONS[action]}
          aria-label={`${t(`requests.actions.${action}`)} ${label}`}
          onClick={() => onAction(action)}
        >
          {t(`requests.actions.${action}`)}
        </Button>
      ))}
    </Group>
  );
}

/** The actions column: not sortable, and empty in an export. */
export const requestActionColumn = <T,>(header: string, cell: (row: T) => ReactNode): DataTableColumn<T> => ({
  id: 'actions',
  header,
  sortable: false,
  cell,
  csv: () => null,
});
