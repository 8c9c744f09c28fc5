import { Button, EmptyState } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LoadState as PlacesLoadState } from '../../places/components/LoadState.tsx';

interface LoadStateProps<T> {
  query: UseQueryResult<T>;
  /** The path named nothing that can exist: not found without asking. */
  missing?: boolean;
  notFoundTitle: string;
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
}

/** One loaded record: a skeleton while it loads, not found (a 404 too) with a way back, an error with retry. */
export function LoadState<T>({ query, missing, notFoundTitle, back, children }: LoadStateProps<T>) {
  const notFound = (
    <EmptyState py="xl" icon={<IconSearchOff />} withIndicatorBackground data-testid="not-found">
      <EmptyState.Title order={2}>{notFoundTitle}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
  return (
    <PlacesLoadState query={query} notFound={notFound} missing={missing}>
      {children}
    </PlacesLoadState>
  );
}
