import { Alert, Anchor, Box, Stack, Title } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { runtimeFlags } from '../../../lib/runtime.ts';
import { REPORTS_LIST_PATH } from '../../reports/paths.ts';
import { isPrintFailure } from './printFailure.ts';

/**
 * `/reports-generator/error-page?reason=`: why a report could not be shown (no parameters, not of a report's
 * shape, expired, unknown or another company's, signed out), in words; public, bare in PDF-generator mode.
 */
export function PrintErrorPage() {
  const { t } = useTranslation('reports-generator');
  const [params] = useSearchParams();
  const asked = params.get('reason');
  const reason = isPrintFailure(asked) ? asked : 'missing';
  return (
    <Box p="xl" data-testid="print-error" data-reason={reason}>
      <Stack gap="md">
        <Title order={1} fz="h3">
          {t('errorPage.title')}
        </Title>
        <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
          {t(`errorPage.reasons.${reason}`)}
        </Alert>
        {!runtimeFlags.pdfMode && (
          <Anchor component={Link} to={REPORTS_LIST_PATH}>
            {t('errorPage.back')}
          </Anchor>
        )}
      </Stack>
    </Box>
  );
}
