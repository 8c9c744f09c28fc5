import { Center, Container } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { describeError } from '../lib/errors.ts';
import { isChunkLoadError, requestRefresh } from '../lib/refresh.ts';
import { PageNotFoundPage } from '../modules/system/pages/PageNotFoundPage.tsx';
import { ErrorState } from '../ui/ErrorState.tsx';

/** What a route shows when its loader or rendering fails (for instance the server is unreachable). */
export function RouteErrorPage() {
  const { t } = useTranslation('common');
  const error = useRouteError();
  const chunkFailed = isChunkLoadError(error);
  // R150: a page whose code failed to load needs the new version of the app.
  useEffect(() => {
    if (chunkFailed) requestRefresh({ reason: 'chunk' });
  }, [chunkFailed]);
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Container size="md" py="xl">
        <PageNotFoundPage />
      </Container>
    );
  }
  return (
    <Center mih="100dvh" p="md">
      <ErrorState
        title={t('errors.pageFailed')}
        description={describeError(t, error)}
        onRetry={() => window.location.reload()}
      />
    </Center>
  );
}
