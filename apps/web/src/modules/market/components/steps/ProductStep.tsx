import type { market } from '@atrium/contracts';
import { Group, NumberInput, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Price } from '../Price.tsx';

interface ProductStepProps {
  products: readonly market.MarketItem[];
  productId: number | null;
  qty: number;
  onProduct: (id: number) => void;
  onQty: (qty: number) => void;
  productError?: string;
  qtyError?: string;
}

/** One product and how many devices of it (a device line of spec §3). */
export function ProductStep({ products, productId, qty, onProduct, onQty, ...errors }: ProductStepProps) {
  const { t } = useTranslation('market');
  return (
    <Stack>
      <Radio.Group
        label={t('steps.products')}
        value={productId === null ? '' : String(productId)}
        onChange={(v) => onProduct(Number(v))}
        error={errors.productError}
      >
        <Stack mt="xs">
          {products.map((p) => (
            <Radio
              key={p.id}
              value={String(p.id)}
              label={
                <Group gap="xs">
                  {p.name} <Price cents={p.priceCents} />
                </Group>
              }
              description={p.details.description}
            />
          ))}
        </Stack>
      </Radio.Group>
      <NumberInput
        label={t('fields.devices')}
        value={qty}
        onChange={(v) => onQty(typeof v === 'number' ? v : Number.NaN)}
        allowDecimal={false}
        error={errors.qtyError}
        w={200}
      />
    </Stack>
  );
}
