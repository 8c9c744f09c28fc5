import { market } from '@atrium/contracts';
import { Alert, Badge, Button, Card, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { hasPermissions, useAccessContext } from '../../../../lib/permissions.ts';
import { EmptyState } from '../../../../ui/EmptyState/index.ts';
import { Tabs } from '../../../../ui/Tabs/index.ts';
import { PageHeader } from '../../../companies/components/PageHeader.tsx';
import { useItems } from '../../api/catalogue.ts';
import { CatalogueState } from '../../components/CatalogueState.tsx';
import { Months } from '../../components/Months.tsx';
import { Price } from '../../components/Price.tsx';
import { CreatePackagesModal } from '../../components/packages/CreatePackagesModal.tsx';
import { ResaleModal } from '../../components/store/ResaleModal.tsx';
import { appOfSlug, storePath } from '../../paths.ts';

/** What an Integrator resells as devices (package models are sold as codes instead). */
const isPackageModel = (item: market.MarketItem) => item.type === 'package';

/**
 * /management/devices/store/:app (R123: the integrators' market): the catalogue of one app at the
 * Integrator's cost, where it sets its resale price and availability for the companies it manages, and
 * creates package codes to sell outside the platform.
 */
export function DeviceStorePage() {
  const { t } = useTranslation('market');
  const params = useParams();
  const items = useItems();
  const access = useAccessContext();
  const can = (key: string) => access.isAdmin || hasPermissions(access, [key]);
  const [resale, setResale] = useState<market.MarketItem | null>(null);
  const [codesFor, setCodesFor] = useState<market.MarketApp | null>(null);

  return (
    <Stack gap="lg">
      <PageHeader title={t('store.title')} description={t('store.description')} />
      <CatalogueState isPending={items.isPending} error={items.error} retry={() => void items.refetch()}>
        {() => {
          const all = items.data ?? [];
          const apps = market.MARKET_APPS.filter((app) => all.some((i) => i.app === app));
          const app = appOfSlug(params.app);
          if (apps.length === 0) return <EmptyState variant="data" />;
          if (!app || !apps.includes(app)) {
            if (params.app) return <Alert color="yellow">{t('app.unknown')}</Alert>;
            return <Navigate to={storePath(apps[0] as market.MarketApp)} replace />;
          }
          const ofApp = all.filter((i) => i.app === app);
          const devices = ofApp.filter((i) => !isPackageModel(i));
          const packages = ofApp.filter(isPackageModel);
          return (
            <Stack>
              <Tabs
                aria-label={t('store.apps')}
                items={apps.map((a) => ({ value: a, label: t(`apps.${a}`), path: storePath(a) }))}
              />
              <Card withBorder component="section" aria-label={t('store.devices')}>
                <Title order={2} fz="h4" mb="sm">
                  {t('store.devices')}
                </Title>
                {devices.length === 0 ? (
                  <EmptyState variant="data" compact />
                ) : (
                  <Table.ScrollContainer minWidth={560}>
                    <Table>
                      <Table.Thead>
                        <Table.Tr>
                          <Table.Th>{t('orders.columns.item')}</Table.Th>
                          <Table.Th>{t('orders.columns.itemType')}</Table.Th>
                          <Table.Th ta="end">{t('store.cost')}</Table.Th>
                          <Table.Th>{t('store.available')}</Table.Th>
                          <Table.Th />
                        </Table.Tr>
                      </Table.Thead>
                      <Table.Tbody>
                        {devices.map((item) => (
                          <Table.Tr key={item.id}>
                            <Table.Td>{item.name}</Table.Td>
                            <Table.Td>{t(`itemTypes.${item.type}`)}</Table.Td>
                            <Table.Td ta="end">
                              <Price cents={item.priceCents} size="sm" />
                            </Table.Td>
                            <Table.Td>
                              <Badge variant="light" color={item.isAvailable ? 'green' : 'gray'}>
                                {item.isAvailable ? t('store.yes') : t('store.no')}
                              </Badge>
                            </Table.Td>
                            <Table.Td ta="end">
                              {can('p_product_customize') && (
                                <Button size="xs" variant="light" onClick={() => setResale(item)}>
                                  {t('store.resale')}
                                </Button>
                              )}
                            </Table.Td>
                          </Table.Tr>
                        ))}
                      </Table.Tbody>
                    </Table>
                  </Table.ScrollContainer>
                )}
              </Card>
              <Card withBorder component="section" aria-label={t('store.packages')}>
                <Group justify="space-between" mb="sm">
                  <Title order={2} fz="h4">
                    {t('store.packages')}
                  </Title>
                  {packages.length > 0 && can('p_package_create') && (
                    <Button size="xs" onClick={() => setCodesFor(app)}>
                      {t('packages.create')}
                    </Button>
                  )}
                </Group>
                {packages.length === 0 ? (
                  <Text c="dimmed" size="sm">
                    {t('store.noPackages')}
                  </Text>
                ) : (
                  <Stack gap={4}>
                    {packages.map((item) => (
                      <Group key={item.id} justify="space-between">
                        <Text>{item.name}</Text>
                        <Group gap="sm">
                          {item.details.validityInMonths !== null && (
                            <Months total={item.details.validityInMonths} />
                          )}
                          <Price cents={item.priceCents} />
                        </Group>
                      </Group>
                    ))}
                  </Stack>
                )}
              </Card>
            </Stack>
          );
        }}
      </CatalogueState>
      {resale && <ResaleModal item={resale} onClose={() => setResale(null)} />}
      {codesFor && <CreatePackagesModal app={codesFor} onClose={() => setCodesFor(null)} />}
    </Stack>
  );
}
