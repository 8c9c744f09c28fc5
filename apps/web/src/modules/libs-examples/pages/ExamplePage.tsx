import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The frame of every example page: a title, what it shows, the example. */
export function ExamplePage({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Stack gap="lg">
      <div>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed" mt={4}>
          {description}
        </Text>
      </div>
      {children}
    </Stack>
  );
}
