import { sparking } from '@atrium/contracts';
import { Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_FILL } from './states.ts';

/** The spots per state, each with its colour on the map: the legend of the map beside it. */
export function StateCounts({ counts }: { counts: sparking.StateCounts }) {
  const { t } = useTranslation('smart-parking');
  return (
    <Group gap="sm" role="list" aria-label={t('map.legend')}>
      {sparking.SPOT_STATES.map((state) => (
        <Paper key={state} withBorder px="sm" py={4} role="listitem">
          <Group gap={6}>
            <span
              aria-hidden
              style={{
                width: 12,
                height: 12,
                borderRadius: 6,
                background: STATE_FILL[state],
                display: 'inline-block',
              }}
            />
            <Text size="sm">
              {t(`states.${state}`)}: <strong data-testid={`count-${state}`}>{counts[state]}</strong>
            </Text>
          </Group>
        </Paper>
      ))}
    </Group>
  );
}

export const countsOf = (spots: readonly Pick<sparking.Spot, 'state'>[]): sparking.StateCounts => {
  const counts = { free: 0, occupied: 0, closed: 0, unknown: 0 };
  for (const spot of spots) counts[spot.state] += 1;
  return counts;
};
