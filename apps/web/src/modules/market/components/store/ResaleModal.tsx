import { market } from '@atrium/contracts';
import { Alert, Button, Group, Modal, NumberInput, Stack, Switch, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { call } from '../../../../lib/api.ts';
import { describeError } from '../../../../lib/errors.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { marketKeys } from '../../api/catalogue.ts';

const FIELDS = ['priceCents', 'isAvailable'] as const;

/**
 * An Integrator's resale price and availability of a product for the companies it manages
 * (`PATCH /product/:id/customize`); the price is typed in dollars and sent in cents.
 */
export function ResaleModal({ item, onClose }: { item: market.MarketItem; onClose: () => void }) {
  const { t } = useTranslation('market');
  const queryClient = useQueryClient();
  const fields = useFieldErrors(FIELDS, 'market');
  const [dollars, setDollars] = useState<number | string>(item.priceCents / 100);
  const [available, setAvailable] = useState(item.isAvailable);
  const [saved, setSaved] = useState<market.CustomizedProduct | null>(null);
  const save = useMutation({
    mutationFn: (body: { priceCents: number; isAvailable: boolean }) =>
      call(market.customizeProduct, { params: { id: item.id }, body, notify: { error: false } }).then(
        (r) => r.data,
      ),
    onSuccess: (product) => {
      setSaved(product);
      void queryClient.invalidateQueries({ queryKey: marketKeys.all });
    },
    onError: (error) => void fields.setFromError(error),
  });
  const submit = () => {
    const cents = typeof dollars === 'number' ? Math.round(dollars * 100) : Number.NaN;
    const parsed = market.customizeProduct.schemas.body.safeParse({
      priceCents: cents,
      isAvailable: available,
    });
    if (!parsed.success) return void fields.setFromIssues(parsed.error.issues);
    save.mutate({ priceCents: cents, isAvailable: available });
  };
  return (
    <Modal opened onClose={onClose} title={t('store.resaleTitle', { name: item.name })}>
      <Stack>
        {saved && (
          <Alert color="green" role="status">
            {t('store.saved', { price: market.formatCents(saved.priceCents) })}
          </Alert>
        )}
        {save.isError && !fields.handles(save.error) && (
          <Alert color="red" role="alert">
            {describeError(t, save.error)}
          </Alert>
        )}
        <Text size="sm" c="dimmed">
          {t('store.resaleHint')}
        </Text>
        <NumberInput
          label={t('store.resalePrice')}
          prefix="$"
          decimalScale={2}
          fixedDecimalScale
          min={0}
          value={dollars}
          onChange={(value) => {
            setDollars(value);
            fields.clear('priceCents');
          }}
          error={fields.message('priceCents')}
        />
        <Switch
          label={t('store.available')}
          checked={available}
          onChange={(e) => setAvailable(e.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('packages.cancel')}
          </Button>
          <Button onClick={submit} loading={save.isPending}>
            {t('store.save')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
