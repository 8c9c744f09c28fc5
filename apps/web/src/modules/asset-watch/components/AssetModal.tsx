import { assetwatch } from '@atrium/contracts';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AppDevicePicker } from '../../../kit/components/AppDevicePicker.tsx';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { usePlacesCompanyId } from '../../places/access.ts';
import { fetchGeofences } from '../../places/api/geofences.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useSaveAsset } from '../api/assets.ts';
import { useCatalogueOptions } from '../api/catalogue.ts';
import { ALL } from '../api/params.ts';
import { useZones } from '../api/zones.ts';

const FIELDS = [
  'name',
  'serial',
  'description',
  'typeId',
  'groupId',
  'deviceId',
  'homeZoneId',
  'geofenceId',
] as const;
type Field = (typeof FIELDS)[number];
const ID_FIELDS = ['typeId', 'groupId', 'deviceId', 'homeZoneId', 'geofenceId'] as const;

const text = (id: number | null | undefined) => (id ? String(id) : '');

/** An asset's name, serial, type, group, tag, home zone and geofence; the server says what is wrong. */
export function AssetModal({
  asset,
  onClose,
  onSaved,
}: {
  asset?: assetwatch.AwAsset;
  onClose: () => void;
  onSaved?: (asset: assetwatch.AwAsset) => void;
}) {
  const { t } = useTranslation('asset-watch');
  const save = useSaveAsset();
  const types = useCatalogueOptions('types');
  const groups = useCatalogueOptions('groups');
  const zones = useZones();
  const companyId = usePlacesCompanyId();
  const geofences = useQuery({
    queryKey: ['asset-watch', 'geofence-options', companyId],
    queryFn: ({ signal }) => fetchGeofences(companyId ?? 0)(ALL, signal),
    enabled: companyId !== null,
    select: (page) => page.data,
  });
  const { values, change, parse, fields, input } = useContractForm<Field>(
    FIELDS,
    {
      name: asset?.name ?? '',
      serial: asset?.serial ?? '',
      description: asset?.description ?? '',
      typeId: text(asset?.type?.id),
      groupId: text(asset?.group?.id),
      deviceId: text(asset?.device?.id),
      homeZoneId: text(asset?.homeZone?.id),
      geofenceId: text(asset?.geofence?.id),
    },
    'asset-watch',
  );
  const select = (
    field: Exclude<(typeof ID_FIELDS)[number], 'deviceId'>,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <Select
      label={label}
      data={data}
      value={values[field] || null}
      onChange={(next) => change(field, next ?? '')}
      error={fields.message(field)}
      clearable
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
  const named = (rows: { id: number; name: string }[] | undefined) =>
    (rows ?? []).map((r) => ({ value: String(r.id), label: r.name }));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const ids = Object.fromEntries(ID_FIELDS.map((f) => [f, values[f] ? Number(values[f]) : null]));
    const body = parse(asset ? assetwatch.awAssetUpdate : assetwatch.awAssetInput, {
      name: values.name,
      description: values.description,
      serial: values.serial.trim() === '' ? null : values.serial,
      ...ids,
    });
    if (!body) return;
    save.mutate(
      { id: asset?.id ?? null, body },
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
      title={t(asset ? 'assets.editTitle' : 'assets.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('fields.name')} {...input('name')} withAsterisk data-autofocus />
        <TextInput label={t('fields.serial')} {...input('serial')} />
        {select('typeId', t('fields.type'), named(types.data))}
        {select('groupId', t('fields.group'), named(groups.data))}
        <AppDevicePicker
          app="asset"
          label={t('fields.tag')}
          value={values.deviceId}
          onChange={(next) => change('deviceId', next)}
          error={fields.message('deviceId')}
          current={asset?.device}
        />
        {select('homeZoneId', t('fields.homeZone'), named(zones.data))}
        {select('geofenceId', t('fields.geofence'), named(geofences.data))}
      </SimpleGrid>
      <Textarea label={t('fields.description')} {...input('description')} rows={2} />
    </FormModal>
  );
}
