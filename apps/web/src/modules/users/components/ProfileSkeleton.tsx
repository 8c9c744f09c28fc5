import { Card, Group, Skeleton, Stack } from '@mantine/core';

/** The profile header's shape while it loads. */
export function ProfileHeaderSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" data-testid="profile-loading" aria-busy="true">
      <Group gap="md">
        <Skeleton circle height={64} />
        <Stack gap={8} flex={1}>
          <Skeleton height={20} width="40%" />
          <Skeleton height={14} width="25%" />
        </Stack>
      </Group>
    </Card>
  );
}

/** The profile details' shape while they load. */
export function ProfileSkeleton() {
  return (
    <Card withBorder padding="lg" radius="md" data-testid="profile-details-loading" aria-busy="true">
      <Stack gap="sm">
        {[0, 1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height={16} width={`${70 - row * 8}%`} />
        ))}
      </Stack>
    </Card>
  );
}
