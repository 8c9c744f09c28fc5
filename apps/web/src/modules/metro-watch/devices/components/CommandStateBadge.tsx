import type { metrowatch } from '@atrium/contracts';
import { Badge, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<metrowatch.CommandState, string> = {
  queued: 'gray',
  sent: 'blue',
  acknowledged: 'green',
  failed: 'red',
  expired: 'orange',
};

/** A command's state; an open one (queued, sent) spins while the device has yet to answer. */
export function CommandStateBadge({ state }: { state: metrowatch.CommandState }) {
  const { t } = useTranslation('metro-watch');
  const open = state === 'queued' || state === 'sent';
  return (
    <Badge
      variant="light"
      color={COLORS[state]}
      data-state={state}
      leftSection={open ? <Loader size={10} color={COLORS[state]} aria-hidden /> : undefined}
    >
      {t(`devices.commands.states.${state}`)}
    </Badge>
  );
}
