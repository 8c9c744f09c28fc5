import type { devices } from '@atrium/contracts';
import { Tooltip } from '@mantine/core';
import {
  IconAntenna,
  IconAntennaOff,
  IconBroadcast,
  IconBroadcastOff,
  IconCellSignal4,
  IconCellSignalOff,
  IconNetwork,
  IconNetworkOff,
  IconWifi,
  IconWifiOff,
  type TablerIcon,
} from '@tabler/icons-react';

type CommunicationType = (typeof devices.COMMUNICATION_TYPES)[number];
type Connectivity = devices.Connectivity;

/** Each link type has a connected and a disconnected icon: the ten communication icon ids of spec §9. */
const ICONS: Record<CommunicationType, readonly [TablerIcon, TablerIcon]> = {
  lorawan: [IconAntenna, IconAntennaOff],
  'nb-iot': [IconBroadcast, IconBroadcastOff],
  'lte-m': [IconCellSignal4, IconCellSignalOff],
  wifi: [IconWifi, IconWifiOff],
  ethernet: [IconNetwork, IconNetworkOff],
};
const TYPES = Object.keys(ICONS) as CommunicationType[];

/** Spec §9: communication icon ids 1-10, two per link type (odd: connected, even: not). */
export function communicationIconId(type: CommunicationType, connectivity: Connectivity): number {
  return TYPES.indexOf(type) * 2 + (connectivity === 'online' ? 1 : 2);
}

const COLORS: Record<Connectivity, string> = { online: 'green', offline: 'red', 'never-seen': 'gray' };

export interface CommunicationIconProps {
  type: CommunicationType;
  connectivity: Connectivity;
  /** Accessible name and tooltip, already translated ("LoRaWAN, online"). */
  label: string;
}

/** How a device talks (LoRaWAN, NB-IoT, LTE-M, Wi-Fi, Ethernet) and whether it is connected now. */
export function CommunicationIcon({ type, connectivity, label }: CommunicationIconProps) {
  const [online, offline] = ICONS[type];
  const Icon = connectivity === 'online' ? online : offline;
  return (
    <Tooltip label={label}>
      <span
        role="img"
        aria-label={label}
        data-icon-id={communicationIconId(type, connectivity)}
        style={{ display: 'inline-flex' }}
      >
        <Icon size={18} color={`var(--mantine-color-${COLORS[connectivity]}-6)`} aria-hidden />
      </span>
    </Tooltip>
  );
}
