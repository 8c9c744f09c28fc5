import { assetwatch } from '@atrium/contracts';
import { Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { type CatalogueKind, type CatalogueRow, useSaveCatalogue } from '../api/catalogue.ts';

const FIELDS = ['name', 'description'] as const;

/** An asset type's or asset group's name and description. */
export function CatalogueModal({
  kind,
  row,
  onClose,
  onSaved,
}: {
  kind: CatalogueKind;
  row?: CatalogueRow;
  onClose: () => void;
  onSaved?: (row: CatalogueRow) => void;
}) {
  const { t } = useTranslation('asset-watch');
  const save = useSaveCatalogue(kind);
  const { values, parse, fields, input } = useContractForm(
    FIELDS,
    { name: row?.name ?? '', description: row?.description ?? '' },
    'asset-watch',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(row ? assetwatch.assetTypeUpdate : assetwatch.assetTypeInput, values);
    if (!body) return;
    save.mutate(
      { id: row?.id ?? null, body },
      {
        onSuccess: (saved) => {
          onSaved?.(saved);
          onClose();
        },
        onError: (error) => fields.setFromError(error),
      },
    );
  };
  return (
    <FormModal
      title={t(row ? `${kind}.editTitle` : `${kind}.createTitle`)}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <TextInput label={t('fields.name')} {...input('name')} withAsterisk data-autofocus />
      <Textarea label={t('fields.description')} {...input('description')} rows={3} />
    </FormModal>
  );
}
