import { devices } from '@atrium/contracts';
import { Group, Text } from '@mantine/core';
import {
  IconBattery1,
  IconBattery2,
  IconBattery3,
  IconBattery4,
  IconBatteryOff,
  type TablerIcon,
} from '@tabler/icons-react';

type Level = devices.BatteryLevel;

/** Spec §9 alert colours: problem, poor, ok, good. */
export const ALERT_COLORS: Record<Level, string> = {
  problem: 'red',
  poor: 'orange',
  ok: 'yellow',
  good: 'green',
};

const ICONS: Record<Level, TablerIcon> = {
  problem: IconBattery1,
  poor: IconBattery2,
  ok: IconBattery3,
  good: IconBattery4,
};

export interface BatteryLevelProps {
  /** Percent, or null when the device never reported one. */
  percent: number | null;
  /** Accessible name, already translated ("Battery"). */
  label: string;
  /** Shown instead of a percent when there is none. */
  unknownText?: string;
}

/** R201: a battery at or below 20 % is a problem; the icon fills and colours with the level (spec §9). */
export function BatteryLevel({ percent, label, unknownText = '—' }: BatteryLevelProps) {
  const level = devices.batteryLevel(percent);
  const Icon = level ? ICONS[level] : IconBatteryOff;
  const color = level ? ALERT_COLORS[level] : 'gray';
  return (
    <Group
      gap={4}
      wrap="nowrap"
      role="img"
      aria-label={`${label}: ${percent === null ? unknownText : `${Math.round(percent)}%`}`}
      data-level={level ?? 'unknown'}
    >
      <Icon size={18} color={`var(--mantine-color-${color}-6)`} aria-hidden />
      <Text size="sm" c={level === 'problem' ? 'red' : undefined}>
        {percent === null ? unknownText : `${Math.round(percent)}%`}
      </Text>
    </Group>
  );
}
