import {
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Button, Checkbox, Group, Popover, Stack, Text, Tooltip } from '@mantine/core';
import { IconColumns3, IconGripVertical } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';

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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const headers = new Map(columns.map((column) => [column.id, column.header]));
  const visibleCount = draft.order.filter((id) => draft.visible[id]).length;

  const open = () => {
    setDraft({
      order: columns.map((column) => column.id),
      visible: Object.fromEntries(columns.map((column) => [column.id, visibility[column.id] !== false])),
    });
    setOpened(true);
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    setDraft((current) => ({
      ...current,
      order: arrayMove(
        current.order,
        current.order.indexOf(String(active.id)),
        current.order.indexOf(String(over.id)),
      ),
    }));
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
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={draft.order} strategy={verticalListSortingStrategy}>
            <Stack gap={2} role="list" aria-label={t('table.columns')}>
              {draft.order.map((id) => (
                <ColumnItem
                  key={id}
                  id={id}
                  header={headers.get(id) ?? id}
                  visible={draft.visible[id] ?? true}
                  lastVisible={visibleCount === 1 && draft.visible[id] === true}
                  onToggle={(checked) =>
                    setDraft((current) => ({ ...current, visible: { ...current.visible, [id]: checked } }))
                  }
                />
              ))}
            </Stack>
          </SortableContext>
        </DndContext>
        <Group justify="flex-end" mt="sm">
          <Button size="xs" onClick={apply}>
            {t('table.apply')}
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}

interface ColumnItemProps {
  id: string;
  header: string;
  visible: boolean;
  /** The last visible column cannot be hidden. */
  lastVisible: boolean;
  onToggle: (checked: boolean) => void;
}

function ColumnItem({ id, header, visible, lastVisible, onToggle }: ColumnItemProps) {
  const { t } = useTranslation('common');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id });
  return (
    <Group
      ref={setNodeRef}
      gap="xs"
      wrap="nowrap"
      role="listitem"
      data-column={id}
      style={{
        transform: CSS.Transform.toString(transform),
        transition,
        opacity: isDragging ? 0.6 : 1,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        variant="subtle"
        color="gray"
        size="sm"
        style={{ cursor: 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
        aria-label={t('table.dragColumn', { column: header })}
      >
        <IconGripVertical size={14} />
      </ActionIcon>
      <Checkbox
        size="xs"
        label={header}
        checked={visible}
        disabled={lastVisible}
        onChange={(event) => onToggle(event.currentTarget.checked)}
      />
    </Group>
  );
}
