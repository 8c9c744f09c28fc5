import {
  type Announcements,
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { ScrollArea } from '@mantine/core';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { KanbanColumn } from './KanbanColumn.tsx';
import { columnKeyboardCoordinates, stateOfDropId } from './kanbanKeyboard.ts';

export interface KanbanCard<S extends string> {
  id: number;
  state: S;
}

export interface KanbanColumnData<C> {
  cards: readonly C[];
  total: number;
  loading: boolean;
  error: boolean;
  onMore?: () => void;
  onRetry: () => void;
}

export interface KanbanBoardProps<S extends string, C extends KanbanCard<S>> {
  states: readonly S[];
  columns: Record<S, KanbanColumnData<C>>;
  stateLabel: (state: S) => string;
  cardLabel: (card: C) => string;
  renderCard: (card: C) => ReactNode;
  /** Whether the card may go to that state (the server's transitions); false keeps it where it is. */
  canMove: (card: C, to: S) => boolean;
  /** Without it the board is read-only (no permission to change job cards). */
  onMove?: (card: C, to: S) => void;
}

/**
 * Columns of cards by state. A card moves by dragging it (pointer), by picking it up with Space and
 * carrying it with the arrows (keyboard, announced to screen readers), or with its "Move to" menu.
 */
export function KanbanBoard<S extends string, C extends KanbanCard<S>>(props: KanbanBoardProps<S, C>) {
  const { states, columns, stateLabel, cardLabel, canMove, onMove } = props;
  const { t } = useTranslation('fleet');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }),
  );
  const [dragged, setDragged] = useState<C | null>(null);
  const byId = useMemo(() => {
    const map = new Map<string, C>();
    for (const state of states) for (const card of columns[state].cards) map.set(`card:${card.id}`, card);
    return map;
  }, [states, columns]);

  const cardOf = (id: string | number) => byId.get(String(id)) ?? null;
  const labelOf = (id: string | number) => {
    const card = cardOf(id);
    return card ? cardLabel(card) : '';
  };
  const columnOf = (id: string | number | undefined) => {
    const state = stateOfDropId(id);
    return state ? stateLabel(state as S) : '';
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('dispatch.kanban.announce.start', { card: labelOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? t('dispatch.kanban.announce.over', { card: labelOf(active.id), column: columnOf(over.id) })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('dispatch.kanban.announce.end', { card: labelOf(active.id), column: columnOf(over.id) })
        : t('dispatch.kanban.announce.cancel', { card: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('dispatch.kanban.announce.cancel', { card: labelOf(active.id) }),
  };

  const start = ({ active }: DragStartEvent) => setDragged(cardOf(active.id));
  const end = ({ active, over }: DragEndEvent) => {
    setDragged(null);
    const card = cardOf(active.id);
    const to = stateOfDropId(over?.id) as S | null;
    if (card && to && to !== card.state && canMove(card, to)) onMove?.(card, to);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragged(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: t('dispatch.kanban.instructions') },
      }}
    >
      <ScrollArea type="auto" offsetScrollbars>
        <div style={{ display: 'flex', gap: 'var(--mantine-spacing-md)', alignItems: 'flex-start' }}>
          {states.map((state) => (
            <KanbanColumn<S, C>
              key={state}
              state={state}
              title={stateLabel(state)}
              data={columns[state]}
              states={states}
              stateLabel={stateLabel}
              cardLabel={cardLabel}
              renderCard={props.renderCard}
              canMove={canMove}
              onMove={onMove}
              dropAllowed={dragged ? dragged.state !== state && canMove(dragged, state) : false}
            />
          ))}
        </div>
      </ScrollArea>
      <DragOverlay dropAnimation={null}>{dragged && props.renderCard(dragged)}</DragOverlay>
    </DndContext>
  );
}
