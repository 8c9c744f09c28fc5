import { Indicator, Tooltip } from '@mantine/core';
import { IconPlugConnected, IconPlugConnectedX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useRealtimeState } from '../../lib/realtime.ts';

/** Spec §4 "Socket: connected or disconnected", in the header: live updates arrive only while connected. */
export function RealtimeIndicator() {
  const { t } = useTranslation('shell');
  const state = useRealtimeState();
  const connected = state === 'connected';
  const label = t(`realtime.${state}`);
  const Icon = connected ? IconPlugConnected : IconPlugConnectedX;
  return (
    <Tooltip label={label}>
      <Indicator color={connected ? 'green' : 'gray'} size={8} offset={2} processing={connected}>
        <Icon
          size={20}
          stroke={1.5}
          role="img"
          aria-label={label}
          data-testid="realtime-state"
          data-state={state}
          color={`var(--mantine-color-${connected ? 'green' : 'gray'}-6)`}
        />
      </Indicator>
    </Tooltip>
  );
}
