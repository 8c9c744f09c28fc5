import { Button, EmptyState } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../lib/errors.ts';

interface ErrorStateProps {
  title: string;
  description?: string;
  onRetry?: () => void;
  retrying?: boolean;
}

/** A failed load with an optional retry button. */
export function ErrorState({ title, description, onRetry, retrying }: ErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <EmptyState role="alert" py="xl" variant="light" color="red" icon={<IconAlertTriangle />}>
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      {description && <EmptyState.Description>{description}</EmptyState.Description>}
      {onRetry && (
        <EmptyState.Actions>
          <Button
            variant="light"
            leftSection={<IconRefresh size={16} />}
            onClick={onRetry}
            loading={retrying}
          >
            {t('actions.retry')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}

interface QueryErrorStateProps {
  title: string;
  /** The failed query (or anything shaped like one): its error is described, retry refetches it. */
  query: { error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
}

/** A failed query's load: the error said as spec §8 says, with a retry that refetches. */
export function QueryErrorState({ title, query }: QueryErrorStateProps) {
  const { t } = useTranslation('common');
  return (
    <ErrorState
      title={title}
      description={describeError(t, query.error)}
      onRetry={() => void query.refetch()}
      retrying={query.isFetching}
    />
  );
}
