import { Button, Group, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface PageHeaderProps {
  title: ReactNode;
  description?: ReactNode;
  /** Buttons on the end side (create, edit...). */
  actions?: ReactNode;
  /** Above the title (a back link). */
  before?: ReactNode;
}

/** The top of a page: its h1, what it is for, and its main actions. */
export function PageHeader({ title, description, actions, before }: PageHeaderProps) {
  return (
    <Stack gap={4}>
      {before}
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <div style={{ minWidth: 0 }}>
          <Title order={1} fz="h2">
            {title}
          </Title>
          {description && (
            <Text c="dimmed" mt={4}>
              {description}
            </Text>
          )}
        </div>
        {actions && (
          <Group gap="sm" wrap="wrap">
            {actions}
          </Group>
        )}
      </Group>
    </Stack>
  );
}

/** A small "back to …" link above a page title; the arrow points back in either direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  const { dir } = useDirection();
  const Arrow = dir === 'rtl' ? IconArrowRight : IconArrowLeft;
  return (
    <Button
      component={Link}
      to={to}
      variant="subtle"
      size="compact-sm"
      px={4}
      w="fit-content"
      leftSection={<Arrow size={14} />}
    >
      {children}
    </Button>
  );
}
