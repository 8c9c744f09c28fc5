import { market } from '@atrium/contracts';
import { Alert, Button, Code, Group, Modal, NumberInput, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../../lib/errors.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { useCreatePackages, usePackageModels } from '../../api/packages.ts';

const FIELDS = ['modelId', 'quantity'] as const;

/** A merchant creates package codes of a model (POST /package), shown once made to pass on to buyers. */
export function CreatePackagesModal({ app, onClose }: { app: market.MarketApp | null; onClose: () => void }) {
  const { t } = useTranslation('market');
  const models = usePackageModels(app);
  const create = useCreatePackages();
  const fields = useFieldErrors(FIELDS, 'market');
  const [modelId, setModelId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const [failure, setFailure] = useState<string | null>(null);
  const [made, setMade] = useState<market.MarketPackage[] | null>(null);

  const submit = () => {
    setFailure(null);
    const parsed = market.createPackages.schemas.body.safeParse({
      modelId: modelId === null ? undefined : Number(modelId),
      quantity: typeof quantity === 'number' ? quantity : Number.NaN,
    });
    if (!parsed.success) {
      fields.setFromIssues(parsed.error.issues);
      return;
    }
    create.mutate(parsed.data, {
      onSuccess: setMade,
      onError: (error) => {
        if (!fields.setFromError(error)) setFailure(describeError(t, error));
      },
    });
  };

  return (
    <Modal opened onClose={onClose} title={t('packages.create')}>
      {made ? (
        <Stack>
          <Text>{t('packages.created', { count: made.length })}</Text>
          <Stack gap={4} data-testid="created-codes">
            {made.map((p) => (
              <Code key={p.id}>{p.code}</Code>
            ))}
          </Stack>
          <Group justify="flex-end">
            <Button onClick={onClose}>{t('packages.done')}</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          {failure && (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {models.isError && (
            <Alert color="red" role="alert">
              {describeError(t, models.error)}
            </Alert>
          )}
          <Select
            label={t('packages.model')}
            data={(models.data ?? []).map((m) => ({
              value: String(m.id),
              label: `${m.name} · ${t(`apps.${m.app}`)} · ${market.formatCents(m.priceCents)}`,
            }))}
            value={modelId}
            onChange={(value) => {
              setModelId(value);
              fields.clear('modelId');
            }}
            error={fields.message('modelId')}
            disabled={models.isPending}
            nothingFoundMessage={t('packages.noModels')}
            searchable
          />
          <NumberInput
            label={t('packages.quantity')}
            min={1}
            max={100}
            value={quantity}
            onChange={(value) => {
              setQuantity(value);
              fields.clear('quantity');
            }}
            error={fields.message('quantity')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('packages.cancel')}
            </Button>
            <Button onClick={submit} loading={create.isPending}>
              {t('packages.create')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
