import type { market } from '@atrium/contracts';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Months } from '../Months.tsx';
import { Price } from '../Price.tsx';

/** An item's details (spec §3 hardware details, R210 months, R211 years and months). */
export function ItemDetails({ item, qty }: { item: market.MarketItem; qty?: number }) {
  const { t } = useTranslation('market');
  const hw = item.details.hardware;
  const months = (label: string, value: number | null | undefined) =>
    value ? (
      <Text size="sm">
        {label}: <Months total={value} />
      </Text>
    ) : null;
  return (
    <Card withBorder padding="sm" aria-label={item.name} component="section">
      <Group justify="space-between">
        <Text fw={600}>
          {item.name}
          {qty !== undefined ? ` × ${qty}` : ''}
        </Text>
        <Price cents={item.priceCents} />
      </Group>
      <Stack gap={2}>
        {item.details.description && (
          <Text size="sm" c="dimmed">
            {item.details.description}
          </Text>
        )}
        {months(t('details.warranty'), hw?.warrantyValidityInMonths)}
        {months(t('details.battery'), hw?.batteryLifeMonths)}
        {months(t('details.freeTokens'), hw?.freeTokenValidityInMonths)}
        {months(t('details.validity'), item.details.validityInMonths)}
        {hw?.communicationType && (
          <Text size="sm">
            {t('details.communication')}: {hw.communicationType}
          </Text>
        )}
        {hw?.properties.map((p) => (
          <Text key={p.name} size="sm">
            {p.name}: {p.value}
          </Text>
        ))}
      </Stack>
    </Card>
  );
}
