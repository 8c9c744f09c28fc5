import { useDraggable } from '@dnd-kit/core';
import { CSS } from '@dnd-kit/utilities';
import { Box, Text, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DraftMarker, MarkerState } from './markers.ts';

const COLORS: Record<MarkerState, string> = {
  saved: 'var(--mantine-color-blue-6)',
  moved: 'var(--mantine-color-orange-6)',
  new: 'var(--mantine-color-teal-6)',
};

/** A device on the plan: a dot centred on its position, dragged to move it. */
interface PlacedMarkerProps {
  marker: DraftMarker;
  state: MarkerState;
  /** Read-only: the marker shows but does not move. */
  disabled?: boolean;
  /** The marker's name when it is not a device's (a bookable space's), else the device id. */
  label?: string;
}

export function PlacedMarker({ marker, state, disabled = false, label }: PlacedMarkerProps) {
  const { t } = useTranslation('places');
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({
    id: `marker:${marker.deviceId}`,
    data: { deviceId: marker.deviceId },
    disabled,
  });
  return (
    <Tooltip label={t(`layout.state.${state}`)} disabled={isDragging}>
      <Box
        ref={setNodeRef}
        {...attributes}
        {...listeners}
        aria-label={label ?? t('layout.markerOf', { device: marker.deviceId })}
        data-testid="layout-marker"
        data-device={marker.deviceId}
        data-state={state}
        style={{
          position: 'absolute',
          left: `${marker.x * 100}%`,
          top: `${marker.y * 100}%`,
          width: 22,
          height: 22,
          borderRadius: '50%',
          background: COLORS[state],
          border: '3px solid white',
          boxShadow: '0 1px 4px rgba(0,0,0,0.45)',
          // The dot's centre is the position; the drag's offset comes after.
          transform: `translate(-50%, -50%) ${CSS.Translate.toString(transform) ?? ''}`,
          cursor: disabled ? 'default' : isDragging ? 'grabbing' : 'grab',
          zIndex: isDragging ? 3 : 2,
          touchAction: 'none',
        }}
      >
        <Text
          size="xs"
          fw={600}
          style={{
            position: 'absolute',
            top: 22,
            left: '50%',
            transform: 'translateX(-50%)',
            whiteSpace: 'nowrap',
            background: 'rgba(255,255,255,0.85)',
            borderRadius: 4,
            padding: '0 4px',
            pointerEvents: 'none',
          }}
        >
          {label ?? marker.deviceId}
        </Text>
      </Box>
    </Tooltip>
  );
}
