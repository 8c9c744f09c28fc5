import type { market } from '@atrium/contracts';
import { Alert, Checkbox, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useCustomizedProduct } from '../../api/catalogue.ts';
import { CatalogueState } from '../CatalogueState.tsx';
import { Price } from '../Price.tsx';

interface DeviceConfigProps {
  product: ReturnType<typeof useCustomizedProduct>;
  signedIn: boolean;
  options: Record<number, number>;
  onChange: (options: Record<number, number>) => void;
  error?: string;
}

/** The add-ons of the chosen product: one per group, required ones fixed, dependencies checked on Next. */
export function DeviceConfig({ product, signedIn, options: chosen, onChange, error }: DeviceConfigProps) {
  const { t } = useTranslation('market');
  if (!signedIn) return <Alert color="blue">{t('config.signInToConfigure')}</Alert>;
  return (
    <CatalogueState isPending={product.isPending} error={product.error} retry={() => void product.refetch()}>
      {() => {
        const options = product.data?.options ?? [];
        if (options.length === 0) return <Text c="dimmed">{t('config.none')}</Text>;
        const toggle = (option: market.MarketItem, on: boolean, qty: number) => {
          const kept = Object.fromEntries(
            Object.entries(chosen).filter(([id]) => {
              const other = options.find((o) => o.item.id === Number(id))?.item;
              return (
                Number(id) !== option.id &&
                !(on && option.groupId !== null && other?.groupId === option.groupId)
              );
            }),
          );
          onChange(on ? { ...kept, [option.id]: qty } : kept);
        };
        return (
          <Stack>
            <Text fw={500}>{t('steps.deviceConfig')}</Text>
            {options.map(({ item, defaultQty, required }) => (
              <Group key={item.id} justify="space-between">
                <Checkbox
                  label={item.name}
                  checked={required || chosen[item.id] !== undefined}
                  disabled={required}
                  onChange={(e) => toggle(item, e.currentTarget.checked, defaultQty)}
                />
                <Price cents={item.priceCents} />
              </Group>
            ))}
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
          </Stack>
        );
      }}
    </CatalogueState>
  );
}
