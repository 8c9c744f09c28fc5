import { ACCESS_SUBJECTS, type AccessSubject } from '@atrium/contracts/anpr/accesses';
import { Input, SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DottedErrors } from '../../../metro-watch/access/components/useDottedErrors.ts';
import { useResidentOptions, useVehicleOptions } from '../../api/residents.ts';
import type { AccessDraft } from './accessDraft.ts';

interface SubjectFieldsProps {
  draft: AccessDraft;
  set: (change: Partial<AccessDraft>) => void;
  errors: DottedErrors;
  /** Names of a prefilled vehicle or resident, shown while the options do not hold them. */
  current?: { vehicle?: string; resident?: string };
}

type Option = { value: string; label: string };
const withCurrent = (options: Option[], value: string, label?: string): Option[] =>
  !value || options.some((option) => option.value === value)
    ? options
    : [{ value, label: label ?? `#${value}` }, ...options];

/** Who may pass: one vehicle, a resident (every vehicle of theirs), or a visitor's plate as typed. */
export function SubjectFields({ draft, set, errors, current = {} }: SubjectFieldsProps) {
  const { t } = useTranslation('neuron');
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), 250);
  const vehicles = useVehicleOptions(draft.subject === 'vehicle' ? text : '');
  const residents = useResidentOptions(draft.subject === 'resident' ? text : '');
  return (
    <Stack gap="xs">
      <Input.Wrapper label={t('accesses.subject')} labelElement="div">
        <SegmentedControl
          mt={4}
          display="flex"
          aria-label={t('accesses.subject')}
          value={draft.subject}
          onChange={(value) => {
            setSearch('');
            set({ subject: value as AccessSubject });
          }}
          data={ACCESS_SUBJECTS.map((value) => ({ value, label: t(`accesses.subjects.${value}`) }))}
        />
      </Input.Wrapper>
      {draft.subject === 'vehicle' && (
        <Select
          label={t('accesses.vehicle')}
          placeholder={t('accesses.chooseVehicle')}
          withAsterisk
          searchable
          onSearchChange={setSearch}
          data={withCurrent(vehicles.data ?? [], draft.vehicleId, current.vehicle)}
          value={draft.vehicleId || null}
          onChange={(value) => set({ vehicleId: value ?? '' })}
          error={errors.message('vehicleId')}
          nothingFoundMessage={vehicles.isFetching ? t('common.loading') : t('accesses.noVehicles')}
        />
      )}
      {draft.subject === 'resident' && (
        <Select
          label={t('accesses.resident')}
          placeholder={t('accesses.chooseResident')}
          withAsterisk
          searchable
          onSearchChange={setSearch}
          data={withCurrent(residents.data ?? [], draft.residentId, current.resident)}
          value={draft.residentId || null}
          onChange={(value) => set({ residentId: value ?? '' })}
          error={errors.message('residentId')}
          nothingFoundMessage={residents.isFetching ? t('common.loading') : t('accesses.noResidents')}
        />
      )}
      {draft.subject === 'plate' && (
        <TextInput
          label={t('accesses.visitorPlate')}
          description={t('vehicles.plateHint')}
          withAsterisk
          dir="ltr"
          value={draft.plate}
          onChange={(event) => set({ plate: event.currentTarget.value })}
          error={errors.message('plate')}
        />
      )}
    </Stack>
  );
}
