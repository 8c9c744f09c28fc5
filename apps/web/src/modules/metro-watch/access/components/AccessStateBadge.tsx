import type { access } from '@atrium/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  active: 'teal',
  upcoming: 'blue',
  inactive: 'gray',
  expired: 'gray',
  used: 'gray',
  revoked: 'red',
  blocked: 'red',
  locked: 'orange',
};

/** An access's or a credential's state in words and colour. */
export function StateBadge({ state }: { state: access.AccessState | access.CredentialState }) {
  const { t } = useTranslation('metro-watch');
  return (
    <Badge variant="light" color={COLORS[state] ?? 'gray'}>
      {t(`access.states.${state}`)}
    </Badge>
  );
}
