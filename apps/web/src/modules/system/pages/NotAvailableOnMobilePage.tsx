import { Button, Code, CopyButton, EmptyState, Group, Stack, Text } from '@mantine/core';
import { IconCheck, IconCopy, IconDeviceDesktop, IconHome, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { safeRedirect } from '../../../lib/redirect.ts';

/**
 * A14: where a phone-sized screen lands on a page made for larger screens. It names the page, offers its
 * link to open elsewhere, a way home, and a retry (after turning the phone or widening the window).
 */
export function NotAvailableOnMobilePage() {
  const { t } = useTranslation(['system', 'common']);
  const [params] = useSearchParams();
  const requested = params.get('from');
  const from = requested ? safeRedirect(requested, '') : '';
  const link = from ? `${window.location.origin}${from}` : '';

  return (
    <EmptyState py={48} size="lg" variant="light" icon={<IconDeviceDesktop />}>
      <EmptyState.Title order={1}>{t('notAvailableOnMobile.title')}</EmptyState.Title>
      <EmptyState.Description>{t('notAvailableOnMobile.description')}</EmptyState.Description>
      {from && (
        <Stack gap={6} align="center" mt="sm" maw="100%">
          <Text size="sm" c="dimmed">
            {t('notAvailableOnMobile.openElsewhere')}
          </Text>
          <Group gap="xs" wrap="nowrap" maw="100%">
            <Code data-testid="requested-page" style={{ overflowWrap: 'anywhere' }}>
              {from}
            </Code>
            <CopyButton value={link}>
              {({ copied, copy }) => (
                <Button
                  size="compact-sm"
                  variant="subtle"
                  onClick={copy}
                  leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
                >
                  {copied ? t('notAvailableOnMobile.copied') : t('notAvailableOnMobile.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        </Stack>
      )}
      <EmptyState.Actions>
        <Button component={Link} to="/" leftSection={<IconHome size={16} />}>
          {t('common:actions.goHome')}
        </Button>
        {from && (
          <Button component={Link} to={from} variant="light" leftSection={<IconRefresh size={16} />}>
            {t('notAvailableOnMobile.retry')}
          </Button>
        )}
      </EmptyState.Actions>
    </EmptyState>
  );
}
