import { market } from '@atrium/contracts';
import { Group, Text, type TextProps } from '@mantine/core';

/** R102: an amount in cents as `$` with 2 decimals, or 'incl' when zero. */
export function Price({ cents, ...props }: { cents: number } & TextProps) {
  return (
    <Text span {...props}>
      {market.formatCents(cents)}
    </Text>
  );
}

/** One line of a price summary: its label, then the amount (shown as a deduction with `minus`). */
export function PriceRow({
  label,
  cents,
  testId,
  minus = false,
}: {
  label: string;
  cents: number;
  testId: string;
  minus?: boolean;
}) {
  return (
    <Group justify="space-between">
      <Text>{label}</Text>
      <Text data-testid={testId}>
        {minus && cents > 0 ? '− ' : ''}
        <Price cents={cents} />
      </Text>
    </Group>
  );
}
