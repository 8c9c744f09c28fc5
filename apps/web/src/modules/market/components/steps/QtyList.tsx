import type { market } from '@atrium/contracts';
import { Checkbox, Group, NumberInput, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Months } from '../Months.tsx';
import { Price } from '../Price.tsx';

interface QtyListProps {
  label: string;
  hint?: string;
  items: readonly market.MarketItem[];
  /** Item id → quantity of the chosen items. */
  value: Record<number, number>;
  onChange: (next: Record<number, number>) => void;
  /** Quantity errors by item id. */
  errors?: Record<number, string>;
  error?: string;
}

/** Items chosen with a checkbox, each with its quantity (tokens, plugins, packages, device types). */
export function QtyList({ label, hint, items, value, onChange, errors, error }: QtyListProps) {
  const { t } = useTranslation('market');
  const toggle = (item: market.MarketItem, on: boolean) => {
    const { [item.id]: _, ...rest } = value;
    onChange(on ? { ...rest, [item.id]: item.qty > 0 ? item.qty : 1 } : rest);
  };
  return (
    <Stack>
      <Text fw={500}>{label}</Text>
      {hint && (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
      {items.length === 0 && <Text c="dimmed">{t('app.nothingToChoose')}</Text>}
      {items.map((item) => {
        const qty = value[item.id];
        return (
          <Group key={item.id} justify="space-between" align="flex-start">
            <Stack gap={4}>
              <Checkbox
                label={item.name}
                description={item.details.description || undefined}
                checked={qty !== undefined}
                onChange={(e) => toggle(item, e.currentTarget.checked)}
              />
              {qty !== undefined && (
                <NumberInput
                  aria-label={t('fields.qtyOf', { name: item.name })}
                  value={qty}
                  onChange={(v) => onChange({ ...value, [item.id]: typeof v === 'number' ? v : Number.NaN })}
                  allowDecimal={false}
                  error={
                    errors?.[item.id] && t(`errors.${errors[item.id]}`, { defaultValue: errors[item.id] })
                  }
                  w={160}
                  ml="xl"
                />
              )}
            </Stack>
            <Group gap="xs">
              {item.details.validityInMonths !== null && <Months total={item.details.validityInMonths} />}
              <Price cents={item.priceCents} />
            </Group>
          </Group>
        );
      })}
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
    </Stack>
  );
}
