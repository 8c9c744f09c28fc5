import { Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../../../lib/config.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { storage } from '../../../lib/storage.ts';
import { CHANGELOG } from '../changelog.ts';
import { isNewerThan, markUpdatesSeen } from '../lastSeen.ts';

/**
 * `/core/updates` (signed in) and `/global/updates` (public layout 'global updates'): what changed per version,
 * newest first (A5: English or Arabic). Versions newer than the one last seen in this browser (spec §3 "last
 * seen updates") are marked new; the visit records the newest one as seen.
 */
export function UpdatesPage() {
  const { t, i18n } = useTranslation('core-pages');
  const { brand } = useConfig();
  const language = currentLanguage(i18n);
  // What was seen before this visit: the marks stay while the page is shown.
  const [lastSeen] = useState(() => storage.get('lastSeenUpdates'));
  useEffect(() => markUpdatesSeen(), []);
  const day = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  });
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('updates.title')}</Title>
        <Text c="dimmed">{t('updates.description', { brand: brand.name })}</Text>
      </Stack>
      {CHANGELOG.map((entry) => {
        const isNew = isNewerThan(entry.version, lastSeen);
        const heading = `update-${entry.version}`;
        return (
          <Card
            key={entry.version}
            withBorder
            component="section"
            aria-labelledby={heading}
            data-testid="update"
            data-new={isNew}
          >
            <Stack gap="xs">
              <Group gap="sm" justify="space-between">
                <Group gap="sm">
                  <Title order={2} fz="h4" id={heading}>
                    {t('updates.version')} <span dir="ltr">{entry.version}</span>
                  </Title>
                  {isNew && (
                    <Badge title={t('updates.newVersion')} data-testid="update-new">
                      {t('updates.new')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {t('updates.released', { date: day.format(new Date(`${entry.date}T00:00:00Z`)) })}
                </Text>
              </Group>
              <List spacing="xs">
                {entry.items.map((item) => (
                  <List.Item key={item.en}>{item[language]}</List.Item>
                ))}
              </List>
            </Stack>
          </Card>
        );
      })}
    </Stack>
  );
}
