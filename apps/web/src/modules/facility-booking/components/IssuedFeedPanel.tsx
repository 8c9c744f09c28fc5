import type { facmgmt } from '@atrium/contracts';
import { Alert, Button, CopyButton, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** A feed's subscription addresses: https for Google Calendar and Outlook on the web, webcal for desktop apps. */
export function feedUrls(path: string, origin = window.location.origin) {
  const https = `${origin}${path}`;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/** A feed just created or rotated: its secret address, copyable, said to be shown only now. */
export function IssuedFeedPanel({ issued, onDone }: { issued: facmgmt.IssuedFeed; onDone: () => void }) {
  const { t } = useTranslation('facility-booking');
  const urls = feedUrls(issued.path);
  const name = issued.data.space
    ? `${issued.data.building.name} · ${issued.data.space.name}`
    : issued.data.building.name;
  return (
    <Alert color="teal" icon={<IconCheck />} title={t('feeds.issued', { name })} data-testid="issued-feed">
      <Stack gap="sm">
        <Text size="sm">{t('feeds.onlyNow')}</Text>
        {(['https', 'webcal'] as const).map((scheme) => (
          <Group key={scheme} gap="xs" align="flex-end" wrap="nowrap">
            <TextInput
              label={t(`feeds.url.${scheme}`)}
              value={urls[scheme]}
              readOnly
              dir="ltr"
              ff="monospace"
              style={{ flex: 1 }}
              onFocus={(event) => event.currentTarget.select()}
            />
            <CopyButton value={urls[scheme]}>
              {({ copied, copy }) => (
                <Button variant="light" leftSection={<IconCopy size={16} />} onClick={copy}>
                  {copied ? t('feeds.copied') : t('feeds.copy')}
                </Button>
              )}
            </CopyButton>
          </Group>
        ))}
        <Group>
          <Button variant="subtle" onClick={onDone}>
            {t('feeds.done')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
