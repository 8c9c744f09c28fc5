import { Button, Center, EmptyState, Loader } from '@mantine/core';
import { IconSearchOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../lib/api.ts';
import { QueryErrorState } from './ErrorState.tsx';

interface RecordLoadStateProps {
  query: { isPending: boolean; error: unknown; refetch: () => Promise<unknown>; isFetching: boolean };
  /** What failed to load, e.g. "Could not load the building". */
  failedTitle: string;
  /** Shown for a 404 (missing, or another company's). */
  notFoundTitle: string;
  back: { to: string; label: string };
  /** Known missing without asking (an id that names nothing of this kind). */
  notFound?: boolean;
}

/** A record that is not there (or is another company's), with a way back. */
export function NotFoundState({ title, back }: { title: string; back: { to: string; label: string } }) {
  return (
    <EmptyState py="xl" icon={<IconSearchOff />} withIndicatorBackground data-testid="not-found">
      <EmptyState.Title order={2}>{title}</EmptyState.Title>
      <EmptyState.Actions>
        <Button component={Link} to={back.to} variant="light">
          {back.label}
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

/** A detail page before its record is there: loading, not found (404) with a way back, or failed with retry. */
export function RecordLoadState({ query, failedTitle, notFoundTitle, back, notFound }: RecordLoadStateProps) {
  const { t } = useTranslation('common');
  const missing = notFound || (query.error instanceof ApiError && query.error.status === 404);
  if (!missing && query.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label={t('loadingBar.label')} />
      </Center>
    );
  if (missing) return <NotFoundState title={notFoundTitle} back={back} />;
  return <QueryErrorState title={failedTitle} query={query} />;
}
