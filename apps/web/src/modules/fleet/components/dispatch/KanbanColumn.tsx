import { useDroppable } from '@dnd-kit/core';
import { Badge, Button, Group, Paper, Skeleton, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../../ui/ErrorState.tsx';
import type { KanbanCard, KanbanColumnData } from './KanbanBoard.tsx';
import { KanbanCardItem } from './KanbanCardItem.tsx';
import { columnDropId } from './kanbanKeyboard.ts';

interface KanbanColumnProps<S extends string, C extends KanbanCard<S>> {
  state: S;
  title: string;
  data: KanbanColumnData<C>;
  states: readonly S[];
  stateLabel: (state: S) => string;
  cardLabel: (card: C) => string;
  renderCard: (card: C) => ReactNode;
  canMove: (card: C, to: S) => boolean;
  onMove?: (card: C, to: S) => void;
  /** A card being dragged may land here: the column is outlined. */
  dropAllowed: boolean;
}

/** One state's column: its count, its cards (loading, empty, failed), a drop area and "show more". */
export function KanbanColumn<S extends string, C extends KanbanCard<S>>(props: KanbanColumnProps<S, C>) {
  const { state, title, data, dropAllowed } = props;
  const { t } = useTranslation('fleet');
  const headingId = useId();
  const { setNodeRef, isOver } = useDroppable({ id: columnDropId(state) });
  const outline =
    isOver && dropAllowed
      ? 'var(--mantine-color-blue-6)'
      : dropAllowed
        ? 'var(--mantine-color-blue-3)'
        : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby={headingId}
      data-testid={`kanban-column-${state}`}
      ref={setNodeRef}
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-default-hover)"
      style={{ flex: '1 0 180px', minHeight: 240, outline: outline ? `2px dashed ${outline}` : undefined }}
    >
      <Group justify="space-between" mb="sm" wrap="nowrap">
        <Title order={2} size="h5" id={headingId}>
          {title}
        </Title>
        <Badge variant="light" aria-hidden>
          {data.total}
        </Badge>
        <VisuallyHidden>{t('dispatch.kanban.count', { count: data.total })}</VisuallyHidden>
      </Group>
      {data.error ? (
        <ErrorState title={t('dispatch.kanban.columnFailed')} onRetry={data.onRetry} />
      ) : data.loading ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={72} />
          <Skeleton height={72} />
        </Stack>
      ) : data.cards.length === 0 ? (
        <Text size="sm" c="dimmed" ta="center" py="lg">
          {t('dispatch.kanban.emptyColumn')}
        </Text>
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.cards.map((card) => (
            <KanbanCardItem<S, C>
              key={card.id}
              card={card}
              label={props.cardLabel(card)}
              states={props.states}
              stateLabel={props.stateLabel}
              canMove={props.canMove}
              onMove={props.onMove}
            >
              {props.renderCard(card)}
            </KanbanCardItem>
          ))}
        </Stack>
      )}
      {data.onMore && data.cards.length < data.total && !data.error && (
        <Button variant="subtle" size="xs" fullWidth mt="xs" onClick={data.onMore}>
          {t('dispatch.kanban.more', { count: data.total - data.cards.length })}
        </Button>
      )}
    </Paper>
  );
}
