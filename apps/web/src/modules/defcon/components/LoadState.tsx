import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotFoundState } from '../../../ui/RecordLoadState.tsx';
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
  return (
    <PlacesLoadState
      query={query}
      notFound={<NotFoundState title={notFoundTitle} back={back} />}
      missing={missing}
    >
      {children}
    </PlacesLoadState>
  );
}
