import { fleet, places } from '@atrium/contracts';
import { NumberInput, Select, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { LocationPicker, type PickedLocation } from '../../../../ui/LocationPicker/index.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { useSavePoi } from '../../api/dispatch.ts';

const FIELDS = ['name', 'description', 'category', 'lat', 'lng', 'radiusMeters', 'address'] as const;

interface PoiModalProps {
  /** The point to change; a new one when absent. */
  poi?: fleet.Poi;
  onClose: () => void;
}

/** POST or PATCH /fleet/poi: a named point (clicked or typed) with its category and arrival radius. */
export function PoiModal({ poi, onClose }: PoiModalProps) {
  const { t } = useTranslation('fleet');
  const save = useSavePoi(poi?.id ?? null);
  const fields = useFieldErrors(FIELDS, 'fleet');
  const [name, setName] = useState(poi?.name ?? '');
  const [description, setDescription] = useState(poi?.description ?? '');
  const [category, setCategory] = useState<fleet.PoiCategory>(poi?.category ?? 'customer');
  const [radius, setRadius] = useState<number | ''>(poi?.radiusMeters ?? fleet.DEFAULT_STOP_RADIUS_METERS);
  const start = poi ?? places.MAP_DEFAULTS.location;
  const [location, setLocation] = useState<PickedLocation | null>({
    lat: start.lat,
    lng: start.lng,
    address: poi?.address ?? '',
  });
  const [locationError, setLocationError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      name,
      description,
      category,
      lat: location?.lat,
      lng: location?.lng,
      radiusMeters: radius === '' ? Number.NaN : radius,
      address: location?.address ?? '',
    };
    const parsed = fleet.poiInput.safeParse(body);
    if (!parsed.success || locationError) {
      fields.setFromIssues(
        (parsed.success ? [] : parsed.error.issues).map((issue) =>
          issue.path[0] === 'name' && name.trim() === '' ? { ...issue, message: 'Required' } : issue,
        ),
      );
      return;
    }
    save.mutate(parsed.data, { onSuccess: onClose, onError: (error) => fields.setFromError(error) });
  };

  const placeError = locationError ?? fields.errors.lat ?? fields.errors.lng ?? fields.errors.address;
  return (
    <FormModal
      title={poi ? t('dispatch.pois.editTitle') : t('dispatch.pois.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label={t('dispatch.pois.name')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            fields.clear('name');
          }}
          error={fields.message('name')}
          withAsterisk
          data-autofocus
        />
        <Select
          label={t('dispatch.pois.category')}
          data={fleet.POI_CATEGORIES.map((value) => ({
            value,
            label: t(`dispatch.pois.categories.${value}`),
          }))}
          value={category}
          onChange={(value) => value && setCategory(value as fleet.PoiCategory)}
          allowDeselect={false}
          error={fields.message('category')}
        />
      </SimpleGrid>
      <Textarea
        label={t('dispatch.pois.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={fields.message('description')}
        rows={2}
      />
      <NumberInput
        label={t('dispatch.pois.radius')}
        description={t('dispatch.settings.range', {
          min: fleet.RADIUS_METERS.min,
          max: fleet.RADIUS_METERS.max,
        })}
        value={radius}
        onChange={(value) => {
          setRadius(value === '' ? '' : Number(value));
          fields.clear('radiusMeters');
        }}
        min={fleet.RADIUS_METERS.min}
        clampBehavior="none"
        max={fleet.RADIUS_METERS.max}
        allowDecimal={false}
        error={fields.message('radiusMeters')}
        withAsterisk
      />
      <LocationPicker
        label={t('dispatch.pois.location')}
        value={location}
        onChange={(next, problem) => {
          setLocation(next);
          setLocationError(problem);
          fields.clear('lat');
          fields.clear('lng');
          fields.clear('address');
        }}
        error={placeError ? translateMessage(t, placeError) : undefined}
        height={260}
      />
    </FormModal>
  );
}
