import type * as panels from '@atrium/contracts/defcon/panels';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const ARM_COLOURS: Record<panels.ArmState, string> = { armed: 'red', disarmed: 'green', unknown: 'gray' };
const LINK_COLOURS: Record<panels.PanelLink, string> = { online: 'teal', offline: 'orange', never: 'gray' };

/** Armed, disarmed or unknown, as the panel last reported it. */
export function ArmBadge({ state }: { state: panels.ArmState }) {
  const { t } = useTranslation('defcon');
  return (
    <Badge color={ARM_COLOURS[state]} variant="light" data-testid="arm-state">
      {t(`panels.arm.${state}`)}
    </Badge>
  );
}

/** Online, offline (silent past its supervision interval) or never heard. */
export function LinkBadge({ link }: { link: panels.PanelLink }) {
  const { t } = useTranslation('defcon');
  return (
    <Badge color={LINK_COLOURS[link]} variant="outline" data-testid="panel-link">
      {t(`panels.link.${link}`)}
    </Badge>
  );
}

/** A signal level in dBm, or a dash. */
export const signalText = (signal: number | null) => (signal === null ? '—' : `${signal} dBm`);
