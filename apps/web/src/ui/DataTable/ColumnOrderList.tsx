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
import { Checkbox, Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../DragHandle.tsx';

export interface ColumnOrderListProps {
  /** Column ids in the draft's order. */
  order: readonly string[];
  visible: Readonly<Record<string, boolean>>;
  headers: ReadonlyMap<string, string>;
  onReorder: (order: string[]) => void;
  onToggle: (id: string, checked: boolean) => void;
}

/**
 * The column settings' list (A46): drag to reorder, a visibility toggle per column. In a file of its own so
 * dnd-kit (about 15 KB gzipped) loads when the menu opens, not with every list page.
 */
export function ColumnOrderList({ order, visible, headers, onReorder, onToggle }: ColumnOrderListProps) {
  const { t } = useTranslation('common');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const visibleCount = order.filter((id) => visible[id]).length;
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    onReorder(arrayMove([...order], order.indexOf(String(active.id)), order.indexOf(String(over.id))));
  };

  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={[...order]} strategy={verticalListSortingStrategy}>
        <Stack gap={2} role="list" aria-label={t('table.columns')}>
          {order.map((id) => (
            <ColumnItem
              key={id}
              id={id}
              header={headers.get(id) ?? id}
              visible={visible[id] ?? true}
              lastVisible={visibleCount === 1 && visible[id] === true}
              onToggle={(checked) => onToggle(id, checked)}
            />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
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
      <DragHandle
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        iconSize={14}
        label={t('table.dragColumn', { column: header })}
      />
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
