import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

/** A card's drag id and a column's drop id: the board's two kinds of dnd-kit ids. */
export const cardDragId = (id: number) => `card:${id}`;
export const columnDropId = (state: string) => `column:${state}`;
export const stateOfDropId = (id: string | number | undefined | null): string | null =>
  typeof id === 'string' && id.startsWith('column:') ? id.slice('column:'.length) : null;

const STEP = { ArrowRight: 1, ArrowLeft: -1 } as const;

/**
 * The keyboard's way across the board: with a card picked up (Space or Enter), the left and right arrows
 * carry it to the column beside the one it is over, as the columns stand on screen (so right to left in
 * Arabic too); Space or Enter drops it, Escape puts it back.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (
  event,
  { currentCoordinates, context },
) => {
  const step = STEP[event.code as keyof typeof STEP];
  const { collisionRect, droppableRects, droppableContainers, over } = context;
  if (!step || !collisionRect) return undefined;
  event.preventDefault();
  const columns = droppableContainers
    .getEnabled()
    .flatMap((container) => {
      const rect = droppableRects.get(container.id);
      return rect ? [{ id: container.id, rect }] : [];
    })
    .sort((a, b) => a.rect.left - b.rect.left);
  const centre = collisionRect.left + collisionRect.width / 2;
  const current = over
    ? columns.findIndex((column) => column.id === over.id)
    : columns.findIndex(({ rect }) => centre >= rect.left && centre <= rect.left + rect.width);
  const next = columns[current + step];
  if (!next) return undefined;
  return {
    x: currentCoordinates.x + (next.rect.left + next.rect.width / 2 - centre),
    y: currentCoordinates.y + (next.rect.top + 8 - collisionRect.top),
  };
};
