import { Card, Skeleton, Stack } from '@mantine/core';

/** A page's content while it loads. */
export function LoadingCard({ rows = 3 }: { rows?: number }) {
  return (
    <Card withBorder radius="md" padding="lg" aria-busy="true" data-testid="places-loading">
      <Stack gap="md">
        {Array.from({ length: rows }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders without identity
          <Skeleton key={index} height={36} width={index === rows - 1 ? '30%' : undefined} />
        ))}
      </Stack>
    </Card>
  );
}
