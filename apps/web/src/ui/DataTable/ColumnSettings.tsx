import { ActionIcon, Button, Center, Group, Loader, Popover, Text, Tooltip } from '@mantine/core';
import { IconColumns3 } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

const loadList = () => import('./ColumnOrderList.tsx');
const ColumnOrderList = lazy(async () => ({ default: (await loadList()).ColumnOrderList }));
/** A hover or focus on the button starts the list's fetch (a failure shows when the menu opens). */
const prefetchList = () => void loadList().catch(() => {});

export interface ColumnSettingsProps {
  /** The data columns in their applied order. */
  columns: ReadonlyArray<{ id: string; header: string }>;
  /** Applied visibility by column id (missing = visible). */
  visibility: Readonly<Record<string, boolean>>;
  onApply: (order: string[], visibility: Record<string, boolean>) => void;
}

interface Draft {
  order: string[];
  visible: Record<string, boolean>;
}

/** A46: the column settings menu: drag to reorder, visibility toggles, and Apply. */
export function ColumnSettings({ columns, visibility, onApply }: ColumnSettingsProps) {
  const { t } = useTranslation('common');
  const [opened, setOpened] = useState(false);
  const titleId = useId();
  const [draft, setDraft] = useState<Draft>({ order: [], visible: {} });

  const open = () => {
    setDraft({
      order: columns.map((column) => column.id),
      visible: Object.fromEntries(columns.map((column) => [column.id, visibility[column.id] !== false])),
    });
    setOpened(true);
  };
  const apply = () => {
    onApply(draft.order, draft.visible);
    setOpened(false);
  };

  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-end" shadow="md" width={260} trapFocus>
      <Popover.Target>
        <Tooltip label={t('table.columnSettings')} withinPortal={false}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('table.columnSettings')}
            onPointerEnter={prefetchList}
            onFocus={prefetchList}
            onClick={() => (opened ? setOpened(false) : open())}
          >
            <IconColumns3 size={18} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown data-testid="data-table-column-settings" aria-labelledby={titleId}>
        <Text id={titleId} size="sm" fw={600} mb="xs">
          {t('table.columns')}
        </Text>
        <Suspense
          fallback={
            <Center py="md">
              <Loader size="sm" aria-label={t('loadingBar.label')} />
            </Center>
          }
        >
          <ColumnOrderList
            order={draft.order}
            visible={draft.visible}
            headers={new Map(columns.map((column) => [column.id, column.header]))}
            onReorder={(order) => setDraft((current) => ({ ...current, order }))}
            onToggle={(id, checked) =>
              setDraft((current) => ({ ...current, visible: { ...current.visible, [id]: checked } }))
            }
          />
        </Suspense>
        <Group justify="flex-end" mt="sm">
          <Button size="xs" onClick={apply}>
            {t('table.apply')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
