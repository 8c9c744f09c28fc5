import { market } from '@atrium/contracts';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../ui/EmptyState/index.ts';
import { PageHeader } from '../../companies/components/PageHeader.tsx';
import { useItems, useSolutions } from '../api/catalogue.ts';
import { CatalogueState } from '../components/CatalogueState.tsx';
import { Months } from '../components/Months.tsx';
import { Price } from '../components/Price.tsx';
import { useShownApps } from '../hiddenApps.ts';
import type { MarketPaths } from '../paths.ts';

const SOLD_TYPES = new Set<market.ItemType>([
  ...market.PRODUCT_TYPES,
  'tokenPackage',
  ...market.PACKAGE_TYPES,
]);

/** /core/market/main and /global/market/main: every shown app with its solutions and items, priced (R102). */
export function MarketMainPage({ paths }: { paths: MarketPaths }) {
  const { t } = useTranslation('market');
  const solutions = useSolutions();
  const items = useItems();
  const apps = useShownApps();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('main.title')}
        description={t('main.description')}
        actions={
          <Button
            component={Link}
            to={paths.cart}
            variant="light"
            leftSection={<IconShoppingCart size={16} />}
          >
            {t('cart.title')}
          </Button>
        }
      />
      <CatalogueState
        isPending={solutions.isPending || items.isPending}
        error={solutions.error ?? items.error}
        retry={() => void Promise.all([solutions.refetch(), items.refetch()])}
      >
        {() => {
          const sections = apps
            .map((app) => ({
              app,
              solutions: (solutions.data ?? []).filter((s) => s.app === app),
              items: (items.data ?? []).filter(
                (i) => i.app === app && i.isAvailable && SOLD_TYPES.has(i.type),
              ),
            }))
            .filter((s) => s.items.length > 0);
          if (sections.length === 0) return <EmptyState variant="data" />;
          return sections.map((section) => (
            <Card key={section.app} withBorder component="section" aria-label={t(`apps.${section.app}`)}>
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4">
                  {t(`apps.${section.app}`)}
                </Title>
                <Button component={Link} to={paths.app(section.app)} size="xs">
                  {t('main.shop')}
                </Button>
              </Group>
              {section.solutions.length > 0 && (
                <Group gap="xs" mb="sm">
                  {section.solutions.map((s) => (
                    <Badge key={s.id} variant="light">
                      {s.name}
                    </Badge>
                  ))}
                </Group>
              )}
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
                {section.items.map((item) => (
                  <ItemCard key={item.id} item={item} />
                ))}
              </SimpleGrid>
            </Card>
          ));
        }}
      </CatalogueState>
    </Stack>
  );
}

function ItemCard({ item }: { item: market.MarketItem }) {
  const { t } = useTranslation('market');
  const hardware = item.details.hardware;
  return (
    <Card withBorder padding="sm" data-testid={`item-${item.id}`}>
      <Group justify="space-between" wrap="nowrap">
        <Text fw={600}>{item.name}</Text>
        <Price cents={item.priceCents} fw={600} />
      </Group>
      <Text size="xs" c="dimmed">
        {t(`itemTypes.${item.type}`)}
      </Text>
      {hardware && hardware.warrantyValidityInMonths > 0 && (
        <Text size="sm">
          {t('details.warranty')}: <Months total={hardware.warrantyValidityInMonths} />
        </Text>
      )}
      {item.details.validityInMonths !== null && (
        <Text size="sm">
          {t('details.validity')}: <Months total={item.details.validityInMonths} />
        </Text>
      )}
    </Card>
  );
}
