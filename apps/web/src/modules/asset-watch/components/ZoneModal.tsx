import { assetwatch } from '@atrium/contracts';
import { Checkbox, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/useContractForm.ts';
import { usePlacesCompanyId } from '../../places/access.ts';
import { useStructure } from '../../places/api/structures.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { fetchFacilities } from '../api/dashboard.ts';
import { ALL } from '../api/params.ts';
import { useSaveZone } from '../api/zones.ts';
import { ZoneOutlineField } from './ZoneOutlineField.tsx';

const FIELDS = ['floorId', 'name', 'beacon', 'gatewayEui', 'polygon'] as const;

/**
 * An indoor zone: its floor (chosen once), name, BLE beacon id, LoRaWAN gateway EUI, whether it is forbidden,
 * and its outline drawn on the floor's plan (a new zone starts from the default outline).
 */
export function ZoneModal({ zone, onClose }: { zone?: assetwatch.IndoorZone; onClose: () => void }) {
  const { t } = useTranslation('asset-watch');
  const save = useSaveZone();
  const companyId = usePlacesCompanyId();
  const [structureId, setStructureId] = useState<string | null>(zone ? String(zone.structure.id) : null);
  const [forbidden, setForbidden] = useState(zone?.forbidden ?? false);
  const [outline, setOutline] = useState<assetwatch.ZonePoint[]>(() =>
    (zone?.polygon ?? assetwatch.DEFAULT_ZONE_OUTLINE).map((point) => ({ ...point })),
  );
  const facilities = useQuery({
    queryKey: ['asset-watch', 'facility-options'],
    queryFn: ({ signal }) => fetchFacilities(ALL, signal),
    select: (page) => page.data,
  });
  const structure = useStructure(companyId, Number(structureId ?? 0));
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    {
      floorId: zone ? String(zone.floor.id) : '',
      name: zone?.name ?? '',
      beacon: zone?.beacon === null || zone?.beacon === undefined ? '' : String(zone.beacon),
      gatewayEui: zone?.gatewayEui ?? '',
      polygon: '',
    },
    'asset-watch',
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const common = {
      name: values.name,
      beacon: values.beacon.trim() === '' ? null : Number(values.beacon),
      gatewayEui: values.gatewayEui.trim() === '' ? null : values.gatewayEui,
      forbidden,
      polygon: outline,
    };
    const body = zone
      ? parse(assetwatch.zoneUpdate, common, ['polygon'])
      : parse(
          assetwatch.zoneInput,
          { ...common, floorId: values.floorId === '' ? undefined : Number(values.floorId) },
          ['floorId', 'polygon'],
        );
    if (!body) return;
    save.mutate(
      { id: zone?.id ?? null, body },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };
  return (
    <FormModal
      title={t(zone ? 'zones.editTitle' : 'zones.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.facility')}
          data={(facilities.data ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={structureId}
          onChange={(next) => {
            setStructureId(next);
            change('floorId', '');
          }}
          disabled={!!zone}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('fields.floor')}
          data={(structure.data?.floors ?? []).map((f) => ({ value: String(f.id), label: f.name }))}
          value={values.floorId || null}
          onChange={(next) => change('floorId', next ?? '')}
          error={fields.message('floorId')}
          disabled={!!zone || !structureId}
          withAsterisk
          comboboxProps={{ withinPortal: true }}
        />
        <TextInput label={t('fields.name')} {...input('name')} withAsterisk />
        <TextInput label={t('zones.beacon')} {...input('beacon')} inputMode="numeric" />
        <TextInput label={t('zones.gatewayEui')} {...input('gatewayEui')} />
      </SimpleGrid>
      <Checkbox
        label={t('zones.forbidden')}
        checked={forbidden}
        onChange={(e) => setForbidden(e.currentTarget.checked)}
      />
      {values.floorId !== '' && (
        <ZoneOutlineField
          floorId={Number(values.floorId)}
          zoneId={zone?.id}
          value={outline}
          onChange={(next) => {
            setOutline(next);
            fields.clear('polygon');
          }}
          error={fields.message('polygon')}
        />
      )}
    </FormModal>
  );
}
