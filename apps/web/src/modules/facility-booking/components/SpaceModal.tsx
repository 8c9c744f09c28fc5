import { facmgmt } from '@atrium/contracts';
import { Checkbox, MultiSelect, NumberInput, SimpleGrid, Stack, Switch } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useSaveSpace } from '../api/buildings.ts';
import { OpeningHoursEditor } from './OpeningHours.tsx';
import { useDottedErrors } from './useDottedErrors.ts';

type Day = facmgmt.DayHours | null;
const FIELDS = ['bookable', 'capacity', 'features', 'openingHours', 'minMinutes', 'maxMinutes'];

/**
 * A space's booking settings: bookable, capacity, features, booking length limits and, when it differs from
 * the building's, its own opening hours.
 */
export function SpaceModal({ space, onClose }: { space: facmgmt.Space; onClose: () => void }) {
  const { t } = useTranslation('facility-booking');
  const save = useSaveSpace();
  const errors = useDottedErrors();
  const [bookable, setBookable] = useState(space.bookable);
  const [capacity, setCapacity] = useState<string | number>(space.capacity ?? '');
  const [features, setFeatures] = useState<string[]>(space.features);
  const [minMinutes, setMinMinutes] = useState<string | number>(space.minMinutes);
  const [maxMinutes, setMaxMinutes] = useState<string | number>(space.maxMinutes);
  const [ownHours, setOwnHours] = useState<Day[] | null>(space.openingHours);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = facmgmt.spaceUpdate.safeParse({
      bookable,
      capacity: capacity === '' ? null : capacity,
      features,
      openingHours: ownHours,
      minMinutes,
      maxMinutes,
    });
    if (!parsed.success) {
      errors.setFromIssues(parsed.error.issues);
      return;
    }
    errors.reset();
    save.mutate(
      { id: space.id, body: parsed.data },
      { onSuccess: onClose, onError: (error) => errors.setFromError(error) },
    );
  };
  return (
    <FormModal
      title={t('space.editTitle', { name: space.name })}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <Stack gap="sm">
        <Switch
          label={t('space.bookable')}
          checked={bookable}
          onChange={(event) => setBookable(event.currentTarget.checked)}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t('columns.capacity')}
            value={capacity}
            onChange={setCapacity}
            min={1}
            allowDecimal={false}
            error={errors.message('capacity')}
          />
          <NumberInput
            label={t('space.minMinutes')}
            value={minMinutes}
            onChange={setMinMinutes}
            allowDecimal={false}
            error={errors.message('minMinutes')}
          />
          <NumberInput
            label={t('space.maxMinutes')}
            value={maxMinutes}
            onChange={setMaxMinutes}
            allowDecimal={false}
            error={errors.message('maxMinutes')}
          />
        </SimpleGrid>
        <MultiSelect
          label={t('columns.features')}
          data={facmgmt.SPACE_FEATURES.map((feature) => ({
            value: feature,
            label: t(`features.${feature}`),
          }))}
          value={features}
          onChange={setFeatures}
          error={errors.message('features')}
          comboboxProps={{ withinPortal: true }}
        />
        <Checkbox
          label={t('space.ownHours')}
          checked={ownHours !== null}
          onChange={(event) =>
            setOwnHours(
              event.currentTarget.checked
                ? space.effectiveOpeningHours.map((d) => (d ? { ...d } : null))
                : null,
            )
          }
        />
        {ownHours && (
          <OpeningHoursEditor hours={ownHours} onChange={setOwnHours} errors={errors} field="openingHours" />
        )}
      </Stack>
    </FormModal>
  );
}
