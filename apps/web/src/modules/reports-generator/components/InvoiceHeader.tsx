import { Divider, Group, Stack, Text, Title } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import type { Language } from '../../../lib/languages.ts';

interface InvoiceHeaderProps {
  seller: { name: string; email?: string | null; phone?: string | null };
  title: string;
  number: string;
  issuedAt: string;
  language: Language;
  t: TFunction;
  /** The document's own lines under the number and date (the order, the month...). */
  children?: ReactNode;
}

/** The head of a printed invoice: the seller on one side; the title, number and issue date on the other. */
export function InvoiceHeader({
  seller,
  title,
  number,
  issuedAt,
  language,
  t,
  children,
}: InvoiceHeaderProps) {
  const issued = new Intl.DateTimeFormat(language === 'ar' ? 'ar-AE' : 'en-GB', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(issuedAt));
  return (
    <>
      <Group justify="space-between" align="flex-start">
        <Stack gap={2}>
          <Title order={2}>{seller.name}</Title>
          {seller.email && <Text size="sm">{seller.email}</Text>}
          {seller.phone && (
            <Text size="sm" dir="ltr">
              {seller.phone}
            </Text>
          )}
        </Stack>
        <Stack gap={2} align="flex-end">
          <Title order={3}>{title}</Title>
          <Text size="sm">
            {t('invoice.number')}: <span dir="ltr">{number}</span>
          </Text>
          <Text size="sm">
            {t('invoice.issued')}: {issued}
          </Text>
          {children}
        </Stack>
      </Group>
      <Divider my="lg" />
    </>
  );
}
