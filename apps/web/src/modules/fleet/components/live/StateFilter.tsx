import { fleet } from '@atrium/contracts';
import { Checkbox, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { StateSwatch } from './StateBadge.tsx';

type VehicleState = fleet.VehicleState;

interface StateFilterProps {
  counts: Record<VehicleState, number>;
  value: ReadonlySet<VehicleState>;
  onChange: (states: ReadonlySet<VehicleState>) => void;
}

/** The map's legend, which is also its filter: each state's colour, count and whether it is shown. */
export function StateFilter({ counts, value, onChange }: StateFilterProps) {
  const { t } = useTranslation('fleet');
  const toggle = (state: VehicleState, on: boolean) => {
    const next = new Set(value);
    if (on) next.add(state);
    else next.delete(state);
    onChange(next);
  };
  return (
    <Checkbox.Group label={t('live.legend')} value={[...value]}>
      <Group gap="md" mt={6}>
        {fleet.VEHICLE_STATES.map((state) => (
          <Checkbox
            key={state}
            value={state}
            checked={value.has(state)}
            onChange={(event) => toggle(state, event.currentTarget.checked)}
            label={
              <Group gap={6} wrap="nowrap" component="span">
                <StateSwatch state={state} />
                {t('live.stateCount', { state: t(`states.${state}`), count: counts[state] })}
              </Group>
            }
            data-testid={`fleet-state-${state}`}
          />
        ))}
      </Group>
    </Checkbox.Group>
  );
}
