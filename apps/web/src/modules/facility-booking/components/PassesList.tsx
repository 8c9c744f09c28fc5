import type { facmgmt } from '@atrium/contracts';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { IconCar, IconDoor } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { spanText } from './format.ts';

const STATE_COLORS: Record<facmgmt.PassState, string> = {
  upcoming: 'blue',
  active: 'green',
  expired: 'gray',
  revoked: 'red',
};

/**
 * A visitor's passes: each door credential (a one-time link to a lock of the building) and each plate access
 * (a gate of the building letting the plate in), with its window and state.
 */
export function PassesList({ passes }: { passes: readonly facmgmt.VisitorPass[] }) {
  const { t } = useTranslation('facility-booking');
  if (passes.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('passes.none')}
      </Text>
    );
  return (
    <Stack gap={6}>
      {passes.map((pass) => (
        <Group
          key={pass.id}
          gap="xs"
          wrap="wrap"
          data-testid={`pass-${pass.kind}`}
          data-state={pass.state}
          aria-label={t(`passes.${pass.kind}Label`, { device: pass.device.name })}
          role="group"
        >
          {pass.kind === 'door' ? <IconDoor size={16} aria-hidden /> : <IconCar size={16} aria-hidden />}
          <Text size="sm" fw={500}>
            {pass.kind === 'door'
              ? t('passes.door', { device: pass.device.name })
              : t('passes.plate', { plate: pass.plate ?? '', device: pass.device.name })}
          </Text>
          <Text size="sm" c="dimmed" dir="ltr">
            {spanText(pass.validFrom, pass.validUntil)}
          </Text>
          <Badge color={STATE_COLORS[pass.state]} variant="light" data-testid="pass-state">
            {t(`passes.states.${pass.state}`)}
          </Badge>
          {pass.linkPath && pass.state !== 'revoked' && pass.state !== 'expired' && (
            <Anchor href={pass.linkPath} target="_blank" rel="noreferrer" size="sm">
              {t('passes.openLink')}
            </Anchor>
          )}
        </Group>
      ))}
    </Stack>
  );
}
