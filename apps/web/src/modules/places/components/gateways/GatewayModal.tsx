import { places } from '@atrium/contracts';
import { Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { type GatewayBody, useGatewayMutations } from '../../api/gateways.ts';
import { useStructureSearch } from '../../api/structures.ts';
import { lazyComponent } from '../../pages/lazyPages.tsx';
import { FormModal } from '../FormModal.tsx';

// The map picker brings Leaflet: it loads when the modal opens, not with the gateways list.
const GatewayLocationField = lazyComponent(() =>
  import('./GatewayLocationField.tsx').then((m) => m.GatewayLocationField),
);

const LOCATION_FIELDS = ['location', 'location.lat', 'location.lng', 'location.address'] as const;
const FIELDS = ['eui', 'name', 'description', 'frequencyPlan', 'structureId', ...LOCATION_FIELDS] as const;

interface GatewayModalProps {
  /** The company chosen in the header: new gateways are registered for it. */
  customerId: number | null;
  gateway?: places.Gateway;
  onClose: () => void;
}

/** A LoRaWAN gateway: its EUI-64 (checked by the contract's rule), name, frequency plan and structure. */
export function GatewayModal({ customerId, gateway, onClose }: GatewayModalProps) {
  const { t } = useTranslation('places');
  const { save } = useGatewayMutations(customerId);
  const structures = useStructureSearch('');
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    {
      eui: gateway?.eui ?? '',
      name: gateway?.name ?? '',
      description: gateway?.description ?? '',
      frequencyPlan: gateway?.frequencyPlan ?? '',
      structureId: gateway?.structureId ? String(gateway.structureId) : '',
      // The location is picked on the map, outside these text values; the names carry its errors.
      location: '',
      'location.lat': '',
      'location.lng': '',
      'location.address': '',
    },
    'places',
  );
  const [located, setLocated] = useState(Boolean(gateway?.location));
  const [location, setLocation] = useState<places.Location | null>(
    gateway?.location ?? { ...places.MAP_DEFAULTS.location, address: '' },
  );
  const [locationProblem, setLocationProblem] = useState<string | null>(null);
  // A bad typed coordinate is shown on its own field by the picker; the server's 418 here.
  const locationError = LOCATION_FIELDS.map((field) => fields.message(field)).find(Boolean);
  const structureOptions = (structures.data ?? [])
    .filter((item) => !gateway || item.companyId === gateway.companyId)
    .map((item) => ({ value: String(item.id), label: item.name }));
  if (values.structureId && !structureOptions.some((option) => option.value === values.structureId)) {
    structureOptions.push({ value: values.structureId, label: `#${values.structureId}` });
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (located && (!location || locationProblem)) return;
    const body = parse(
      gateway ? places.updateGateway.schemas.body : places.createGateway.schemas.body,
      {
        eui: values.eui,
        name: values.name,
        description: values.description,
        frequencyPlan: values.frequencyPlan || null,
        structureId: values.structureId ? Number(values.structureId) : null,
        location: located ? location : null,
      },
      ['frequencyPlan'],
    );
    if (!body) return;
    save.mutate(
      { id: gateway?.id ?? null, body: body as GatewayBody },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  return (
    <FormModal
      title={gateway ? t('gateways.editTitle') : t('gateways.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('gateways.eui')}
          description={t('gateways.euiHint')}
          placeholder="AA555A0000000101"
          dir="ltr"
          ff="monospace"
          {...input('eui')}
          withAsterisk
          data-autofocus
        />
        <TextInput label={t('form.name')} {...input('name')} withAsterisk />
        <Select
          label={t('gateways.frequencyPlan')}
          placeholder={t('gateways.noPlan')}
          data={[...places.FREQUENCY_PLANS]}
          value={values.frequencyPlan || null}
          onChange={(value) => change('frequencyPlan', value ?? '')}
          clearable
          error={fields.message('frequencyPlan')}
        />
        <Select
          label={t('gateways.structure')}
          placeholder={t('gateways.noStructure')}
          data={structureOptions}
          value={values.structureId || null}
          onChange={(value) => change('structureId', value ?? '')}
          searchable
          clearable
          error={fields.message('structureId')}
        />
      </SimpleGrid>
      <Textarea label={t('form.description')} {...input('description')} rows={2} />
      <GatewayLocationField
        located={located}
        onLocatedChange={(next) => {
          setLocated(next);
          setLocationProblem(null);
          for (const field of LOCATION_FIELDS) fields.clear(field);
        }}
        initial={gateway?.location ?? null}
        onPick={(next, problem) => {
          setLocation(next);
          setLocationProblem(problem);
          for (const field of LOCATION_FIELDS) fields.clear(field);
        }}
        error={locationError}
      />
    </FormModal>
  );
}
