import { fleet } from '@atrium/contracts';
import { SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveJobCard } from '../../api/dispatch.ts';
import { ChoiceSelect } from './ChoiceSelect.tsx';

const FIELDS = [
  'title',
  'description',
  'vehicleId',
  'driverId',
  'routeId',
  'plannedStart',
  'plannedEnd',
] as const;
type Named = { id: number; name: string } | null;

const toPicker = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : null);
const toIso = (value: string | null) => (value ? dayjs(value).toISOString() : null);

interface JobCardModalProps {
  /** The card to change; a new one (state new) when absent. */
  card?: fleet.JobCard;
  onClose: () => void;
  onSaved?: (card: fleet.JobCardDetail) => void;
}

/** POST or PATCH /fleet/job-card: title, description, vehicle, driver, route and planned times. */
export function JobCardModal({ card, onClose, onSaved }: JobCardModalProps) {
  const { t } = useTranslation('fleet');
  const save = useSaveJobCard(card?.id ?? null);
  const fields = useFieldErrors(FIELDS, 'fleet');
  const [title, setTitle] = useState(card?.title ?? '');
  const [description, setDescription] = useState(card?.description ?? '');
  const [vehicle, setVehicle] = useState<Named>(card?.vehicle ?? null);
  const [driver, setDriver] = useState<Named>(card?.driver ?? null);
  const [route, setRoute] = useState<Named>(card?.route ?? null);
  const [start, setStart] = useState<string | null>(toPicker(card?.plannedStart ?? null));
  const [end, setEnd] = useState<string | null>(toPicker(card?.plannedEnd ?? null));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      title,
      description,
      vehicleId: vehicle?.id ?? null,
      driverId: driver?.id ?? null,
      routeId: route?.id ?? null,
      plannedStart: toIso(start),
      plannedEnd: toIso(end),
    };
    const parsed = fleet.jobCardInput.safeParse(body);
    if (!parsed.success) {
      fields.setFromIssues(
        parsed.error.issues.map((issue) =>
          issue.path[0] === 'title' && title.trim() === '' ? { ...issue, message: 'Required' } : issue,
        ),
      );
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: ({ data }) => {
        onSaved?.(data);
        onClose();
      },
      onError: (error) => fields.setFromError(error),
    });
  };

  return (
    <FormModal
      title={card ? t('dispatch.jobs.editTitle') : t('dispatch.jobs.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <TextInput
        label={t('dispatch.jobs.fields.title')}
        value={title}
        onChange={(event) => {
          setTitle(event.currentTarget.value);
          fields.clear('title');
        }}
        error={fields.message('title')}
        withAsterisk
        data-autofocus
      />
      <Textarea
        label={t('dispatch.jobs.fields.description')}
        value={description}
        onChange={(event) => setDescription(event.currentTarget.value)}
        error={fields.message('description')}
        rows={2}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <ChoiceSelect
          kind="vehicles"
          label={t('dispatch.jobs.fields.vehicle')}
          value={vehicle}
          onChange={setVehicle}
          error={fields.message('vehicleId')}
        />
        <ChoiceSelect
          kind="drivers"
          label={t('dispatch.jobs.fields.driver')}
          value={driver}
          onChange={setDriver}
          error={fields.message('driverId')}
        />
        <ChoiceSelect
          kind="routes"
          label={t('dispatch.jobs.fields.route')}
          value={route}
          onChange={setRoute}
          error={fields.message('routeId')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <DateTimePicker
          label={t('dispatch.jobs.fields.plannedStart')}
          value={start}
          onChange={(value) => {
            setStart(value);
            fields.clear('plannedStart');
          }}
          valueFormat="DD/MM/YYYY HH:mm"
          clearable
          error={fields.message('plannedStart')}
        />
        <DateTimePicker
          label={t('dispatch.jobs.fields.plannedEnd')}
          value={end}
          onChange={(value) => {
            setEnd(value);
            fields.clear('plannedEnd');
          }}
          valueFormat="DD/MM/YYYY HH:mm"
          clearable
          error={fields.message('plannedEnd')}
        />
      </SimpleGrid>
    </FormModal>
  );
}
