import { Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The title (the page's h1) and subtitle every auth page opens with. */
export function AuthHeading({ title, subtitle }: { title: ReactNode; subtitle?: ReactNode }) {
  return (
    <div>
      <Title order={1} fz="h3">
        {title}
      </Title>
      {subtitle && (
        <Text c="dimmed" size="sm" mt={4}>
          {subtitle}
        </Text>
      )}
    </div>
  );
}
