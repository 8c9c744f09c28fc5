import { market } from '@atrium/contracts';
import { Text, type TextProps } from '@mantine/core';

/** R102: an amount in cents as `$` with 2 decimals, or 'incl' when zero. */
export function Price({ cents, ...props }: { cents: number } & TextProps) {
  return (
    <Text span {...props}>
      {market.formatCents(cents)}
    </Text>
  );
}
