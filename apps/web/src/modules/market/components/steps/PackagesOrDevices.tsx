import type { market } from '@atrium/contracts';
import { Group, Radio, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Draft } from '../../draft.ts';
import type { StepErrors } from '../../steps.ts';
import { ProductStep } from './ProductStep.tsx';
import { QtyList } from './QtyList.tsx';

interface PackagesOrDevicesProps {
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  products: readonly market.MarketItem[];
  packages: readonly market.MarketItem[];
  errors: StepErrors;
  message: (key: string | undefined) => string | undefined;
}

/** A26, A27: packages (with quantities) or one product's devices; an app selling only one kind skips the choice. */
export function PackagesOrDevices({
  draft,
  update,
  products,
  packages,
  errors,
  message,
}: PackagesOrDevicesProps) {
  const { t } = useTranslation('market');
  const both = products.length > 0 && packages.length > 0;
  return (
    <Stack>
      {both && (
        <Radio.Group
          label={t('buy.label')}
          value={draft.buy ?? ''}
          onChange={(v) => update({ buy: v === 'packages' ? 'packages' : 'devices' })}
          error={message(errors.buy)}
        >
          <Group mt="xs">
            <Radio value="packages" label={t('buy.packages')} />
            <Radio value="devices" label={t('buy.devices')} />
          </Group>
        </Radio.Group>
      )}
      {draft.buy === 'packages' && (
        <QtyList
          label={t('buy.packages')}
          items={packages}
          value={draft.packages}
          onChange={(next) => update({ packages: next })}
          errors={errors.byItem}
          error={message(errors.lines)}
        />
      )}
      {draft.buy === 'devices' && (
        <ProductStep
          products={products}
          productId={draft.productId}
          qty={draft.qty}
          onProduct={(id) => update({ productId: id, options: {} })}
          onQty={(qty) => update({ qty })}
          productError={message(errors.product)}
          qtyError={message(errors.qty)}
        />
      )}
    </Stack>
  );
}
