import { type AmountBounds, type AmountRange, setAmountMax, setAmountMin } from '@atrium/contracts';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';

export interface AmountFilterProps {
  /** The lowest and highest amounts the filter allows. */
  bounds: AmountBounds;
  /** The chosen range. */
  value: AmountRange;
  onChange: (range: AmountRange) => void;
  disabled?: boolean;
}

type Typed = string | number;

/**
 * A minimum and a maximum amount (spec §5, R84-R88, rules from @atrium/contracts). An edit is checked when
 * the field is left or Enter is pressed: it is clamped into the allowed range, a blank counts as 0, and a
 * negative minimum or a maximum below the filter's minimum is dropped (the field shows the kept value).
 */
export function AmountFilter({ bounds, value, onChange, disabled }: AmountFilterProps) {
  const { t } = useFilterTexts();
  const [minText, setMinText] = useState<Typed>(value.min);
  const [maxText, setMaxText] = useState<Typed>(value.max);
  useEffect(() => {
    setMinText(value.min);
    setMaxText(value.max);
  }, [value.min, value.max]);

  const commit = (next: AmountRange) => {
    setMinText(next.min);
    setMaxText(next.max);
    if (next.min !== value.min || next.max !== value.max) onChange(next);
  };
  const onEnter = (apply: () => void) => (event: React.KeyboardEvent) => {
    if (event.key === 'Enter') apply();
  };
  const commitMin = () => commit(setAmountMin(value, minText, bounds));
  const commitMax = () => commit(setAmountMax(value, maxText, bounds));

  return (
    <Stack gap={6}>
      <Group grow gap="sm" align="flex-start">
        <NumberInput
          label={t('amount.min')}
          value={minText}
          onChange={setMinText}
          onBlur={commitMin}
          onKeyDown={onEnter(commitMin)}
          clampBehavior="none"
          disabled={disabled}
          hideControls
        />
        <NumberInput
          label={t('amount.max')}
          value={maxText}
          onChange={setMaxText}
          onBlur={commitMax}
          onKeyDown={onEnter(commitMax)}
          clampBehavior="none"
          disabled={disabled}
          hideControls
        />
      </Group>
      <Text size="xs" c="dimmed">
        {t('amount.bounds', { min: bounds.min, max: bounds.max })}
      </Text>
    </Stack>
  );
}
