import type { PlateAccessState } from '@atrium/contracts/anpr/accesses';
import type { CameraDirection } from '@atrium/contracts/anpr/boxes';
import type { VehicleDecision } from '@atrium/contracts/anpr/decision';
import { Badge } from '@mantine/core';
import { IconArrowBarToLeft, IconArrowBarToRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A green white text reads on at 4.5:1 or more (Mantine's green.9 gives 4.36, under WCAG AA). */
const ALLOWED_GREEN = '#1b6e31';

/** Allowed (green) or denied (red), in words: colour is never the only sign. */
export function DecisionBadge({ decision }: { decision: VehicleDecision }) {
  const { t } = useTranslation('neuron');
  return (
    <Badge color={decision === 'allowed' ? ALLOWED_GREEN : 'red.9'}>{t(`logs.decisions.${decision}`)}</Badge>
  );
}

/** In (entering) or out (leaving); a dash when the camera's direction is not set. */
export function DirectionBadge({ direction }: { direction: CameraDirection | null }) {
  const { t } = useTranslation('neuron');
  if (!direction) return <>{t('common.none')}</>;
  const Icon = direction === 'in' ? IconArrowBarToRight : IconArrowBarToLeft;
  return (
    <Badge variant="default" leftSection={<Icon size={12} aria-hidden />}>
      {t(`directions.${direction}`)}
    </Badge>
  );
}

const STATE_COLOURS: Record<PlateAccessState, string> = {
  active: ALLOWED_GREEN,
  upcoming: 'blue.9',
  expired: 'gray.7',
  revoked: 'red.9',
};

export function AccessStateBadge({ state }: { state: PlateAccessState }) {
  const { t } = useTranslation('neuron');
  return <Badge color={STATE_COLOURS[state]}>{t(`accesses.states.${state}`)}</Badge>;
}

const CONNECTIVITY_COLOURS = { online: ALLOWED_GREEN, offline: 'red.9', 'never-seen': 'gray.7' } as const;

/** A box's or camera's link to the platform: online, offline, never seen. */
export function ConnectivityBadge({ connectivity }: { connectivity: keyof typeof CONNECTIVITY_COLOURS }) {
  const { t } = useTranslation('neuron');
  return (
    <Badge color={CONNECTIVITY_COLOURS[connectivity]} variant="dot">
      {t(`devices.connectivity.${connectivity}`)}
    </Badge>
  );
}

/** Active or blocked. */
export function DeviceStateBadge({ state }: { state: 'active' | 'blocked' }) {
  const { t } = useTranslation('neuron');
  return <Badge color={state === 'active' ? ALLOWED_GREEN : 'red.9'}>{t(`devices.states.${state}`)}</Badge>;
}
