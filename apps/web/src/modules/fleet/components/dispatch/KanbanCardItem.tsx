import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Group, Menu, Paper } from '@mantine/core';
import { IconArrowsMove } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle } from '../../../../ui/DragHandle.tsx';
import type { KanbanCard } from './KanbanBoard.tsx';
import { cardDragId } from './kanbanKeyboard.ts';

interface KanbanCardItemProps<S extends string, C extends KanbanCard<S>> {
  card: C;
  label: string;
  states: readonly S[];
  stateLabel: (state: S) => string;
  canMove: (card: C, to: S) => boolean;
  onMove?: (card: C, to: S) => void;
  children: ReactNode;
}

/**
 * A card on the board: its drag handle (pointer, or Space and the arrows) and a "Move to" menu listing the
 * states it may go to. The handle alone carries the drag, so the links inside the card stay links.
 */
export function KanbanCardItem<S extends string, C extends KanbanCard<S>>(props: KanbanCardItemProps<S, C>) {
  const { card, label, states, stateLabel, canMove, onMove, children } = props;
  const { t } = useTranslation('fleet');
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: cardDragId(card.id),
    disabled: !onMove,
  });
  const targets = states.filter((state) => state !== card.state && canMove(card, state));

  return (
    <li data-testid={`kanban-card-${card.id}`} style={{ opacity: isDragging ? 0.4 : 1 }}>
      <Paper withBorder radius="sm" p="xs" shadow="xs">
        <Group gap={4} align="flex-start" wrap="nowrap">
          {onMove && (
            <DragHandle
              ref={setNodeRef}
              {...attributes}
              {...listeners}
              label={t('dispatch.kanban.drag', { card: label })}
            />
          )}
          <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
          {onMove && targets.length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="sm"
                  aria-label={t('dispatch.kanban.moveMenu', { card: label })}
                >
                  <IconArrowsMove size={16} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Label>{t('dispatch.kanban.moveTo')}</Menu.Label>
                {targets.map((state) => (
                  <Menu.Item key={state} onClick={() => onMove(card, state)}>
                    {stateLabel(state)}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Paper>
    </li>
  );
}
