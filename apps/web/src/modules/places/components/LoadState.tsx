import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { QueryErrorState } from '../../../ui/ErrorState.tsx';
import { LoadingCard } from './LoadingCard.tsx';

interface LoadStateProps<T> {
  query: UseQueryResult<T>;
  /** Shown for a 404 (another company's row, or none). */
  notFound: ReactNode;
  children: (data: T) => ReactNode;
  rows?: number;
  /** The path named nothing that can exist (no id): not found without asking. */
  missing?: boolean;
}

/** One loaded thing: a skeleton while it loads, not-found on 404, an error with retry, else the content. */
export function LoadState<T>({ query, notFound, children, rows, missing }: LoadStateProps<T>) {
  const { t } = useTranslation('places');
  if (missing) return notFound;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404) return notFound;
    return <QueryErrorState title={t('common.loadFailed')} query={query} />;
  }
  if (query.isPending) return <LoadingCard rows={rows} />;
  return children(query.data);
}
