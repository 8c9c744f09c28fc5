import { Code, Paper, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

interface ExampleResultProps {
  caption: string;
  value: unknown;
  empty: string;
  testId: string;
}

/** What a widget reported, as JSON, under a caption; `empty` while it reported nothing. */
export function ExampleResult({ caption, value, empty, testId }: ExampleResultProps) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {caption}
      </Text>
      <Code block data-testid={testId} dir="ltr">
        {value === null || value === undefined ? empty : JSON.stringify(value, null, 2)}
      </Code>
    </Stack>
  );
}

/** One widget in its card, with what it reported underneath. */
export function ExampleCard({
  children,
  maw,
  ...result
}: ExampleResultProps & { children: ReactNode; maw?: number }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md" maw={maw}>
        {children}
        <ExampleResult {...result} />
      </Stack>
    </Paper>
  );
}
