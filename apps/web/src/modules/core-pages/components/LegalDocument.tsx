import { Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfig } from '../../../lib/config.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { LEGAL_UPDATED, type LegalContent } from '../content/legal.ts';

interface Props {
  /** The page title's key in the module's namespace. */
  titleKey: string;
  content: LegalContent;
  /** The deployment's own copy of the document (its configured URL), linked when there is one. */
  externalUrl: string | null;
  /** The other legal page, linked at the end. */
  related: { to: string; labelKey: string };
}

/** A legal page (terms, data policy): the brand's text in the chosen language, sections under headings (A5). */
export function LegalDocument({ titleKey, content, externalUrl, related }: Props) {
  const { t, i18n } = useTranslation('core-pages');
  const { brand } = useConfig();
  const language = currentLanguage(i18n);
  const text = content(brand)[language];
  const updated = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${LEGAL_UPDATED}T00:00:00Z`));
  return (
    <Stack component="article" gap="lg" data-testid="legal-document">
      <Stack gap={4}>
        <Title order={1}>{t(titleKey)}</Title>
        <Text size="sm" c="dimmed">
          {t('legal.updated', { date: updated })}
        </Text>
      </Stack>
      <Text>{text.intro}</Text>
      {text.sections.map((section) => (
        <Stack key={section.heading} component="section" gap="xs">
          <Title order={2} fz="h3">
            {section.heading}
          </Title>
          {section.paragraphs.map((paragraph) => (
            <Text key={paragraph}>{paragraph}</Text>
          ))}
        </Stack>
      ))}
      {externalUrl && (
        <Text size="sm">
          {t('legal.published', { brand: brand.name })}{' '}
          <Anchor href={externalUrl} target="_blank" rel="noreferrer" dir="ltr">
            {externalUrl}
          </Anchor>
        </Text>
      )}
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {t('legal.related')}:
        </Text>
        <Anchor component={Link} to={related.to} size="sm">
          {t(related.labelKey)}
        </Anchor>
      </Group>
    </Stack>
  );
}
