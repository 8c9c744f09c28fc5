import { Alert, Stack } from '@mantine/core';
import { IconLinkOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api.ts';
import { authErrorText } from '../links.ts';

interface InvalidLinkProps {
  /** The server's refusal; without one (no or malformed token) the same text is shown. */
  error?: unknown;
  /** What the user can do about it: a link to ask for a new one, or a resend form. */
  children?: ReactNode;
}

/** An emailed link that is missing, malformed, used or expired. */
export function InvalidLink({ error, children }: InvalidLinkProps) {
  const { t } = useTranslation('auth');
  return (
    <Stack gap="md" data-testid="invalid-link">
      <Alert color="red" variant="light" icon={<IconLinkOff />} title={t('link.invalidTitle')}>
        {error instanceof ApiError && error.code ? authErrorText(t, error) : t('errors.AUTH_LINK_INVALID')}
      </Alert>
      {children}
    </Stack>
  );
}
