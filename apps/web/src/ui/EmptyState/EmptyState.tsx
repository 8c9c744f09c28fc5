import { EmptyState as MantineEmptyState } from '@mantine/core';
import {
  IconCalendarOff,
  IconChartLine,
  IconDatabaseOff,
  IconFileOff,
  IconInbox,
  IconMapOff,
  IconTruckOff,
} from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** R166-R168: the empty-state texts, in English (translated through `common:empty.<variant>`). */
export const EMPTY_STATE_TEXTS = {
  map: 'no map info yet',
  logs: 'no logs yet',
  data: 'no data found',
  requests: 'no requests yet',
  readings: 'no readings',
  job: 'No job has yet been assigned to this vehicle',
  reservations: 'No Reservations Yet',
} as const;

export type EmptyStateVariant = keyof typeof EMPTY_STATE_TEXTS;
export const EMPTY_STATE_VARIANTS = Object.keys(EMPTY_STATE_TEXTS) as EmptyStateVariant[];

const ICONS: Record<EmptyStateVariant, ComponentType<{ size?: number; stroke?: number }>> = {
  map: IconMapOff,
  logs: IconFileOff,
  data: IconDatabaseOff,
  requests: IconInbox,
  readings: IconChartLine,
  job: IconTruckOff,
  reservations: IconCalendarOff,
};

export interface EmptyStateProps {
  /** Default 'data' ("no data found"). */
  variant?: EmptyStateVariant;
  /** Replaces the variant's text. */
  title?: ReactNode;
  description?: ReactNode;
  /** Buttons under the text (e.g. "Add a vehicle"). */
  actions?: ReactNode;
  /** Smaller icon and spacing, for cards and table bodies. */
  compact?: boolean;
}

/** the empty-state view for map, logs, data, requests, readings, job and reservations. */
export function EmptyState({ variant = 'data', title, description, actions, compact }: EmptyStateProps) {
  const { t } = useTranslation('common');
  const Icon = ICONS[variant];
  return (
    <MantineEmptyState
      py={compact ? 'md' : 'xl'}
      size={compact ? 'sm' : 'md'}
      icon={<Icon size={compact ? 28 : 36} stroke={1.5} />}
      withIndicatorBackground
      data-testid={`empty-state-${variant}`}
    >
      <MantineEmptyState.Title order={2}>{title ?? t(`empty.${variant}`)}</MantineEmptyState.Title>
      {description && <MantineEmptyState.Description>{description}</MantineEmptyState.Description>}
      {actions && <MantineEmptyState.Actions>{actions}</MantineEmptyState.Actions>}
    </MantineEmptyState>
  );
}
