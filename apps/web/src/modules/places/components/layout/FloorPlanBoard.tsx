import {
  DndContext,
  type DragEndEvent,
  DragOverlay,
  type DragStartEvent,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { Box, Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DraftMarker, dropPoint, type MarkerState } from './markers.ts';
import { PlacedMarker } from './PlacedMarker.tsx';

const PLAN_ID = 'floor-plan';

interface FloorPlanBoardProps {
  imageUrl: string;
  markers: DraftMarker[];
  stateOf: (marker: DraftMarker) => MarkerState;
  /** A device dropped on the plan (a waiting one, or a marker moved), at fractions of the plan; without it the plan is read-only. */
  onDrop?: (deviceId: string, point: { x: number; y: number }) => void;
  /** The tray of waiting devices, inside the same drag area. */
  tray: ReactNode;
  /** Names markers that are not devices (facility booking's spaces); devices show their id. */
  labelOf?: (id: string) => string;
}

/**
 * The floor plan with its device markers, and the tray beside it: devices are dragged from the tray onto
 * the plan and markers across it (pointer or keyboard). The plan stays left to right in Arabic: it is a
 * picture, and positions are measured from its top-left corner.
 */
export function FloorPlanBoard({ imageUrl, markers, stateOf, onDrop, tray, labelOf }: FloorPlanBoardProps) {
  const { t } = useTranslation('places');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor),
  );
  const [dragging, setDragging] = useState<string | null>(null);

  const start = ({ active }: DragStartEvent) =>
    setDragging(String(active.id).startsWith('pending:') ? String(active.data.current?.deviceId) : null);

  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = active.rect.current.translated;
    if (!over || over.id !== PLAN_ID || !item) return;
    onDrop?.(String(active.data.current?.deviceId), dropPoint(item, over.rect));
  };

  return (
    <DndContext sensors={sensors} onDragStart={start} onDragEnd={end} onDragCancel={() => setDragging(null)}>
      {tray}
      <PlanSurface imageUrl={imageUrl} label={t('layout.planLabel')}>
        {markers.map((marker) => (
          <PlacedMarker
            key={marker.deviceId}
            marker={marker}
            state={stateOf(marker)}
            disabled={!onDrop}
            label={labelOf?.(marker.deviceId)}
          />
        ))}
      </PlanSurface>
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <Box style={{ display: 'flex', alignItems: 'center', gap: 4, pointerEvents: 'none' }}>
            <Box
              style={{
                width: 14,
                height: 14,
                borderRadius: '50%',
                background: 'var(--mantine-color-teal-6)',
                border: '2px solid white',
                boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
              }}
            />
            <Text size="xs" fw={600} dir="ltr">
              {dragging}
            </Text>
          </Box>
        )}
      </DragOverlay>
    </DndContext>
  );
}

function PlanSurface({
  imageUrl,
  label,
  children,
}: {
  imageUrl: string;
  label: string;
  children: ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id: PLAN_ID });
  return (
    <Box
      ref={setNodeRef}
      dir="ltr"
      role="group"
      aria-label={label}
      data-testid="floor-plan"
      style={{
        position: 'relative',
        width: '100%',
        lineHeight: 0,
        outline: isOver ? '2px dashed var(--mantine-color-blue-5)' : '1px solid var(--mantine-color-gray-3)',
        borderRadius: 4,
        userSelect: 'none',
      }}
    >
      <img src={imageUrl} alt={label} draggable={false} style={{ width: '100%', display: 'block' }} />
      {children}
    </Box>
  );
}
