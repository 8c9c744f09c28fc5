import type { market } from '@atrium/contracts';
import { Stack, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useCustomizedProduct } from '../../api/catalogue.ts';
import type { Draft } from '../../draft.ts';
import type { StepErrors, StepKind } from '../../steps.ts';
import { DeviceConfig } from './DeviceConfig.tsx';
import { ItemDetails } from './ItemDetails.tsx';
import { PackagesOrDevices } from './PackagesOrDevices.tsx';
import { ProductStep } from './ProductStep.tsx';
import { QtyList } from './QtyList.tsx';
import { SolutionStep } from './SolutionStep.tsx';

/** What an app offers in its steps (available items of the app). */
export interface AppCatalogue {
  solutions: market.MarketSolution[];
  products: market.MarketItem[];
  tokens: market.MarketItem[];
  plugins: market.MarketItem[];
  packages: market.MarketItem[];
  item: (id: number) => market.MarketItem | undefined;
}

export interface StepContentProps {
  kind: StepKind;
  draft: Draft;
  update: (patch: Partial<Draft>) => void;
  errors: StepErrors;
  catalogue: AppCatalogue;
  product: ReturnType<typeof useCustomizedProduct>;
  signedIn: boolean;
}

/** One step of spec §2's market steps. */
export function StepContent({ kind, draft, update, errors, catalogue, product, signedIn }: StepContentProps) {
  const { t } = useTranslation('market');
  const message = (key: string | undefined) => (key ? t(`errors.${key}`, { defaultValue: key }) : undefined);
  const details = (ids: Record<number, number>) =>
    Object.entries(ids).map(([id, qty]) => {
      const item = catalogue.item(Number(id));
      return item && <ItemDetails key={id} item={item} qty={qty} />;
    });
  const config = (
    <DeviceConfig
      product={product}
      signedIn={signedIn}
      options={draft.options}
      onChange={(options) => update({ options })}
      error={message(errors.options)}
    />
  );
  const chosenProduct = draft.productId === null ? undefined : catalogue.item(draft.productId);
  const productWithConfig = (
    <Stack>
      {chosenProduct && <ItemDetails item={chosenProduct} qty={draft.qty} />}
      {config}
    </Stack>
  );

  switch (kind) {
    case 'solutions':
      return (
        <SolutionStep
          solutions={catalogue.solutions}
          solutionId={draft.solutionId}
          onChange={(id) => update({ solutionId: id, productId: null, options: {} })}
          error={message(errors.solution)}
        />
      );
    case 'products':
      return (
        <ProductStep
          products={catalogue.products}
          productId={draft.productId}
          qty={draft.qty}
          onProduct={(id) => update({ productId: id, options: {} })}
          onQty={(qty) => update({ qty })}
          productError={message(errors.product)}
          qtyError={message(errors.qty)}
        />
      );
    case 'deviceConfig':
      return config;
    case 'productDetails':
      // Mobility: the chosen device types and plugins; elsewhere the product and its add-ons.
      return draft.productId === null ? (
        <Stack>
          {details(draft.devices)}
          {details(draft.plugins)}
        </Stack>
      ) : (
        productWithConfig
      );
    case 'details':
      return draft.buy === 'packages' ? <Stack>{details(draft.packages)}</Stack> : productWithConfig;
    case 'deviceTypes':
      return (
        <QtyList
          label={t('steps.deviceTypes')}
          hint={t('deviceTypes.hint')}
          items={catalogue.products}
          value={draft.devices}
          onChange={(devices) => update({ devices })}
          errors={errors.byItem}
        />
      );
    case 'plugins':
      return (
        <QtyList
          label={t('steps.plugins')}
          hint={t('plugins.hint')}
          items={catalogue.plugins}
          value={draft.plugins}
          onChange={(plugins) => update({ plugins })}
          errors={errors.byItem}
          error={message(errors.lines)}
        />
      );
    case 'packagesOrDevices':
      return (
        <PackagesOrDevices
          draft={draft}
          update={update}
          products={catalogue.products}
          packages={catalogue.packages}
          errors={errors}
          message={message}
        />
      );
    case 'serial':
      return (
        <Stack>
          <TextInput
            label={t('fields.serial')}
            description={t('serial.hint')}
            value={draft.serial}
            onChange={(e) => update({ serial: e.currentTarget.value })}
            error={message(errors.serial)}
            w={320}
          />
          <QtyList
            label={t('steps.tokens')}
            items={catalogue.tokens}
            value={draft.tokens}
            onChange={(tokens) => update({ tokens })}
            errors={errors.byItem}
            error={message(errors.lines)}
          />
        </Stack>
      );
    default:
      return (
        <QtyList
          label={t('steps.tokens')}
          hint={t('tokens.optional')}
          items={catalogue.tokens}
          value={draft.tokens}
          onChange={(tokens) => update({ tokens })}
          errors={errors.byItem}
        />
      );
  }
}
