import { lorawan } from '@atrium/contracts';
import { Select, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useIntegrationMutations } from '../api/integrations.ts';

const FIELDS = ['kind', 'name'] as const;

interface IntegrationModalProps {
  customerId: number | null;
  integration?: lorawan.Integration;
  onClose: () => void;
  /** A new integration, with the secret to show once. */
  onCreated: (integration: lorawan.IntegrationWithSecret) => void;
}

/** A new integration (its network server and a name) or a rename. */
export function IntegrationModal({ customerId, integration, onClose, onCreated }: IntegrationModalProps) {
  const { t } = useTranslation('lorawan');
  const { create, update } = useIntegrationMutations(customerId);
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    { kind: integration?.kind ?? '', name: integration?.name ?? '' },
    'lorawan',
  );
  const saving = create.isPending || update.isPending;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const onError = (error: unknown) => fields.setFromError(error);
    if (integration) {
      const body = parse(lorawan.updateIntegration.schemas.body, { name: values.name });
      if (body) update.mutate({ id: integration.id, body }, { onSuccess: onClose, onError });
      return;
    }
    const body = parse(lorawan.createIntegration.schemas.body, {
      kind: values.kind || undefined,
      name: values.name,
    });
    if (!body) return;
    create.mutate(body, {
      onSuccess: ({ data }) => {
        onClose();
        onCreated(data);
      },
      onError,
    });
  };

  return (
    <FormModal
      title={integration ? t('editTitle') : t('createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={saving}
      error={create.error ?? update.error}
      shown={FIELDS}
    >
      {!integration && (
        <Select
          label={t('columns.kind')}
          placeholder={t('chooseKind')}
          data={lorawan.INTEGRATION_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) }))}
          value={values.kind || null}
          onChange={(value) => change('kind', value ?? '')}
          error={fields.message('kind')}
          withAsterisk
          data-autofocus
        />
      )}
      <TextInput label={t('columns.name')} {...input('name')} withAsterisk />
    </FormModal>
  );
}
