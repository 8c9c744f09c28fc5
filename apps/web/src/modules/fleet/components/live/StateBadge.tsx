import type { fleet } from '@atrium/contracts';
import { Badge, ColorSwatch, useMantineTheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS, STATE_SHADE } from './stateColors.ts';

/** The colour the map gives a state. */
export function useStateColor(state: fleet.VehicleState): string {
  const theme = useMantineTheme();
  return theme.colors[STATE_COLORS[state]]?.[STATE_SHADE] ?? STATE_COLORS[state];
}

/** A state's swatch, as drawn on the map. */
export function StateSwatch({ state, size = 12 }: { state: fleet.VehicleState; size?: number }) {
  return <ColorSwatch color={useStateColor(state)} size={size} withShadow={false} aria-hidden />;
}

/**
 * A vehicle's state in words beside its map colour (the text stays the body colour: coloured text on light
 * backgrounds would fail the contrast check for orange and grey).
 */
export function StateBadge({ state }: { state: fleet.VehicleState }) {
  const { t } = useTranslation('fleet');
  return (
    <Badge
      variant="default"
      size="sm"
      leftSection={<StateSwatch state={state} size={8} />}
      style={{ flexShrink: 0 }}
      data-state={state}
    >
      {t(`states.${state}`)}
    </Badge>
  );
}
