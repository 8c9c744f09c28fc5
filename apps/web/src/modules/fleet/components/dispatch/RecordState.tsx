import { Button } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { LoadState } from '../../../places/components/LoadState.tsx';

interface RecordStateProps<T> {
  query: UseQueryResult<T>;
  /** The path named no id that can exist: not found without asking. */
  missing?: boolean;
  notFoundTitle: string;
  back: { to: string; label: string };
  children: (data: T) => ReactNode;
}

/** One loaded record: a skeleton while loading, not found (a 404 too) with a way back, an error with retry. */
export function RecordState<T>({ query, missing, notFoundTitle, back, children }: RecordStateProps<T>) {
  const notFound = (
    <EmptyState
      title={notFoundTitle}
      actions={
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      }
    />
  );
  return (
    <LoadState query={query} notFound={notFound} missing={missing}>
      {children}
    </LoadState>
  );
}
