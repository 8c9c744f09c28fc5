import { facmgmt } from '@atrium/contracts';
import { Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { timeZones } from '../../metro-watch/access/components/timeZones.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useSaveBuilding } from '../api/buildings.ts';
import { OpeningHoursEditor } from './OpeningHours.tsx';
import { useDottedErrors } from './useDottedErrors.ts';

type Day = facmgmt.DayHours | null;

/** A building's time zone and opening hours (Saturday first), checked by the contract, 418s on the fields. */
export function BuildingSettingsModal({
  building,
  onClose,
}: {
  building: facmgmt.Building;
  onClose: () => void;
}) {
  const { t } = useTranslation('facility-booking');
  const save = useSaveBuilding(building.id);
  const errors = useDottedErrors();
  const [timeZone, setTimeZone] = useState(building.timeZone);
  const [hours, setHours] = useState<Day[]>(building.openingHours.map((day) => (day ? { ...day } : null)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = facmgmt.buildingSettingsInput.safeParse({ timeZone, openingHours: hours });
    if (!parsed.success) {
      errors.setFromIssues(parsed.error.issues);
      return;
    }
    errors.reset();
    save.mutate(parsed.data, { onSuccess: onClose, onError: (error) => errors.setFromError(error) });
  };
  return (
    <FormModal
      title={t('building.editSettings')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={['timeZone', 'openingHours']}
      size="lg"
    >
      <Stack gap="sm">
        <Select
          label={t('buildings.timeZone')}
          data={timeZones(timeZone)}
          value={timeZone}
          onChange={(value) => setTimeZone(value ?? '')}
          searchable
          error={errors.message('timeZone')}
          comboboxProps={{ withinPortal: true }}
        />
        <OpeningHoursEditor hours={hours} onChange={setHours} errors={errors} field="openingHours" />
      </Stack>
    </FormModal>
  );
}
