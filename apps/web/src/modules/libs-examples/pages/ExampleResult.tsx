import { Code, Stack, Text } from '@mantine/core';

/** What a widget reported, as JSON, under a caption; `empty` while it reported nothing. */
export function ExampleResult({
  caption,
  value,
  empty,
  testId,
}: {
  caption: string;
  value: unknown;
  empty: string;
  testId: string;
}) {
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
