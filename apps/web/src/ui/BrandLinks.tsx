import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useConfig } from '../lib/config.ts';

/** The deployment's terms, privacy and support links, those it configures. */
export function BrandLinks() {
  const { t } = useTranslation('common');
  const { brand } = useConfig();
  const links = [
    { href: brand.termsUrl, label: t('footer.terms') },
    { href: brand.privacyUrl, label: t('footer.privacy') },
    { href: brand.supportEmail ? `mailto:${brand.supportEmail}` : null, label: t('footer.support') },
  ].filter((link): link is { href: string; label: string } => !!link.href);
  if (links.length === 0) return null;
  return (
    <Group gap="lg" justify="center">
      {links.map((link) => (
        <Anchor key={link.label} href={link.href} c="dimmed" size="sm" target="_blank" rel="noreferrer">
          {link.label}
        </Anchor>
      ))}
    </Group>
  );
}
