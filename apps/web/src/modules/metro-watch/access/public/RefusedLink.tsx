import { access } from '@atrium/contracts';
import { Button, EmptyState } from '@mantine/core';
import { IconLinkOff, IconRefresh } from '@tabler/icons-react';
import { ApiError } from '../../../../lib/api.ts';
import { usePublicTranslation } from './publicTexts.ts';

export type Refusal = keyof typeof access.LINK_ERROR_CODES | 'busy' | 'failed';

const BY_CODE = Object.fromEntries(
  Object.entries(access.LINK_ERROR_CODES).map(([refusal, code]) => [code, refusal as Refusal]),
);

/** A refusal of the link itself (rather than a failure to reach the server or the lock). */
export const isLinkRefusal = (refusal: Refusal) => refusal in access.LINK_ERROR_CODES;

/** Why a link does not open, from the server's answer: its code, else its status. */
export function refusalOf(error: unknown): Refusal {
  if (!(error instanceof ApiError)) return 'failed';
  const known = error.code ? BY_CODE[error.code] : undefined;
  if (known) return known;
  if (error.status === 404) return 'unknown';
  if (error.status === 410) return 'expired';
  if (error.status === 429) return 'busy';
  return 'failed';
}

/** A link that opens nothing: what is wrong in words, no Open button; a failed load can be tried again. */
export function RefusedLink({ refusal, onRetry }: { refusal: Refusal; onRetry?: () => void }) {
  const { t } = usePublicTranslation();
  const retry = onRetry && (refusal === 'failed' || refusal === 'busy');
  return (
    <EmptyState
      py="xl"
      icon={<IconLinkOff />}
      withIndicatorBackground
      role="alert"
      data-testid={`link-refused-${refusal}`}
    >
      <EmptyState.Title order={1}>{t(`refused.${refusal}.title`)}</EmptyState.Title>
      <EmptyState.Description>{t(`refused.${refusal}.text`)}</EmptyState.Description>
      {retry && (
        <EmptyState.Actions>
          <Button variant="light" leftSection={<IconRefresh size={16} />} onClick={onRetry}>
            {t('retry')}
          </Button>
        </EmptyState.Actions>
      )}
    </EmptyState>
  );
}
