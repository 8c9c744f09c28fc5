import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { ErrorState } from '../../../ui/ErrorState.tsx';

interface CatalogueStateProps {
  isPending: boolean;
  error: unknown;
  retry: () => void;
  children: () => ReactNode;
}

/** A skeleton while the catalogue loads, an error with retry, else the content. */
export function CatalogueState({ isPending, error, retry, children }: CatalogueStateProps) {
  const { t } = useTranslation('market');
  if (error)
    return (
      <ErrorState title={t('common.loadFailed')} description={describeError(t, error)} onRetry={retry} />
    );
  if (isPending)
    return (
      <Stack data-testid="market-loading">
        <Skeleton h={120} />
        <Skeleton h={120} />
      </Stack>
    );
  return children();
}
