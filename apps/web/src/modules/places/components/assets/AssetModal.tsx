import { places } from '@atrium/contracts';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useAssetMutations } from '../../api/assets.ts';
import { useStructure } from '../../api/structures.ts';
import { FormModal } from '../FormModal.tsx';
import { useStructureOptions } from './useStructureOptions.ts';

const FIELDS = [
  'name',
  'type',
  'description',
  'serial',
  'deviceId',
  'structureId',
  'floorId',
  'spaceId',
] as const;
const text = (value: string | number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);
const idOrNull = (value: string) => (value ? Number(value) : null);

interface AssetModalProps {
  companyId: number;
  /** The asset to change; a new one when absent. */
  asset?: places.Asset;
  onClose: () => void;
}

/** An asset: name, type, serial, tracker device, and where it is (structure, floor, space). */
export function AssetModal({ companyId, asset, onClose }: AssetModalProps) {
  const { t } = useTranslation('places');
  const { save } = useAssetMutations(companyId);
  const structures = useStructureOptions(companyId);
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    {
      name: asset?.name ?? '',
      type: asset?.type ?? '',
      description: asset?.description ?? '',
      serial: text(asset?.serial),
      deviceId: text(asset?.deviceId),
      structureId: text(asset?.structureId),
      floorId: text(asset?.floorId),
      spaceId: text(asset?.spaceId),
    },
    'places',
  );
  const structure = useStructure(companyId, Number(values.structureId) || 0);
  const floor = structure.data?.floors.find((candidate) => String(candidate.id) === values.floorId);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = parse(places.createAsset.schemas.body, {
      name: values.name,
      type: values.type,
      description: values.description,
      serial: values.serial.trim() || null,
      deviceId: values.deviceId.trim() || null,
      structureId: idOrNull(values.structureId),
      floorId: idOrNull(values.floorId),
      spaceId: idOrNull(values.spaceId),
    });
    if (!body) return;
    save.mutate(
      { id: asset?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  return (
    <FormModal
      title={asset ? t('assets.editTitle') : t('assets.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('form.name')} {...input('name')} withAsterisk data-autofocus />
        <TextInput
          label={t('columns.type')}
          placeholder={t('assets.typePlaceholder')}
          {...input('type')}
          withAsterisk
        />
        <TextInput label={t('assets.serial')} dir="ltr" {...input('serial')} />
        <TextInput label={t('assets.device')} dir="ltr" {...input('deviceId')} />
      </SimpleGrid>
      <Textarea label={t('form.description')} {...input('description')} rows={2} />
      <Select
        label={t('assets.structure')}
        placeholder={t('assets.noStructure')}
        data={structures.data}
        value={values.structureId || null}
        onChange={(value) => {
          change('structureId', value ?? '');
          change('floorId', '');
          change('spaceId', '');
        }}
        searchable
        searchValue={structures.search}
        onSearchChange={structures.setSearch}
        clearable
        error={fields.message('structureId')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('assets.floor')}
          placeholder={t('assets.noFloor')}
          data={(structure.data?.floors ?? []).map((item) => ({
            value: String(item.id),
            label: item.name,
          }))}
          value={values.floorId || null}
          onChange={(value) => {
            change('floorId', value ?? '');
            change('spaceId', '');
          }}
          disabled={!structure.data}
          clearable
          error={fields.message('floorId')}
        />
        <Select
          label={t('assets.space')}
          placeholder={t('assets.noSpace')}
          data={(floor?.spaces ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
          value={values.spaceId || null}
          onChange={(value) => change('spaceId', value ?? '')}
          disabled={!floor}
          clearable
          error={fields.message('spaceId')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
