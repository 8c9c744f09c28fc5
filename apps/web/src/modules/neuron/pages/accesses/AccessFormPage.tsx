import { ANPR_ACCESS_TYPES, type AnprAccessType, type PlateAccess } from '@atrium/contracts/anpr/accesses';
import {
  Alert,
  Button,
  Group,
  Input,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { timeZone } from '../../../../lib/api.ts';
import { describeError } from '../../../../lib/errors.ts';
import { translateMessage } from '../../../../lib/i18n.ts';
import { BackLink, PageHeader } from '../../../companies/components/PageHeader.tsx';
import { LoadState } from '../../../defcon/components/LoadState.tsx';
import { timeZones } from '../../../metro-watch/access/components/timeZones.ts';
import { useDottedErrors } from '../../../metro-watch/access/components/useDottedErrors.ts';
import { newWindow, WindowsEditor } from '../../../metro-watch/access/components/WindowsEditor.tsx';
import { Fact } from '../../../places/components/Fact.tsx';
import { useAccess, useCreateAccess, useUpdateAccess } from '../../api/accesses.ts';
import { useBoxOptions } from '../../api/boxes.ts';
import {
  type AccessDraft,
  createBody,
  draftOf,
  emptyDraft,
  updateBody,
} from '../../components/accesses/accessDraft.ts';
import { subjectText } from '../../components/accesses/accessText.ts';
import { SubjectFields } from '../../components/accesses/SubjectFields.tsx';
import { NEURON_PATHS } from '../../paths.ts';

/** The fields the form shows a message under; a 418 naming anything else is said above the buttons. */
const FIELDS = [
  'boxId',
  'vehicleId',
  'residentId',
  'plate',
  'name',
  'type',
  'windows',
  'timeZone',
  'validFrom',
  'validUntil',
];

interface AccessFormProps {
  /** The access being changed; none: a new one. */
  access?: PlateAccess;
  initial: AccessDraft;
}

function AccessForm({ access, initial }: AccessFormProps) {
  const { t } = useTranslation('neuron');
  const navigate = useNavigate();
  const errors = useDottedErrors();
  const boxes = useBoxOptions();
  const create = useCreateAccess();
  const update = useUpdateAccess(access?.id ?? 0);
  const [draft, setDraft] = useState(initial);
  const [failure, setFailure] = useState<unknown>(null);
  const saving = create.isPending || update.isPending;

  const set = (change: Partial<AccessDraft>) => {
    for (const key of Object.keys(change)) errors.clear(key);
    setDraft((current) => ({ ...current, ...change }));
  };
  const chooseType = (type: AnprAccessType) => {
    errors.reset();
    set({
      type,
      windows: type === 'scheduled' && draft.windows.length === 0 ? [newWindow('sat')] : draft.windows,
    });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const request = access ? updateBody(draft) : createBody(draft);
    if (!request.ok) return errors.setFromIssues(request.issues);
    errors.reset();
    try {
      if (access) await update.mutateAsync(request.body as Parameters<typeof update.mutateAsync>[0]);
      else await create.mutateAsync(request.body as Parameters<typeof create.mutateAsync>[0]);
      await navigate(NEURON_PATHS.accessList);
    } catch (error) {
      if (!errors.setFromError(error)) setFailure(error);
    }
  };

  const elsewhere = Object.entries(errors.errors).filter(
    ([field]) => !FIELDS.includes(field.split('.')[0] ?? ''),
  );
  const zones = timeZones(draft.timeZone);
  return (
    <Paper withBorder p="lg" component="form" onSubmit={submit} noValidate aria-label={t('accesses.form')}>
      <Stack gap="md">
        {access ? (
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Fact label={t('accesses.gate')}>{access.box.gateName}</Fact>
            <Fact label={t('accesses.subject')}>{subjectText(t, access)}</Fact>
          </SimpleGrid>
        ) : (
          <>
            <Select
              label={t('accesses.gate')}
              placeholder={t('accesses.chooseGate')}
              withAsterisk
              searchable
              data={boxes.data ?? []}
              value={draft.boxId || null}
              onChange={(value) => set({ boxId: value ?? '' })}
              error={errors.message('boxId') ?? (boxes.isError ? t('accesses.gatesFailed') : undefined)}
              nothingFoundMessage={boxes.isFetching ? t('common.loading') : t('accesses.noGates')}
            />
            <SubjectFields draft={draft} set={set} errors={errors} />
          </>
        )}
        <TextInput
          label={t('accesses.name')}
          description={t('accesses.nameHint')}
          value={draft.name}
          onChange={(event) => set({ name: event.currentTarget.value })}
          error={errors.message('name')}
        />
        <Input.Wrapper label={t('accesses.type')} labelElement="div" error={errors.message('type')}>
          <SegmentedControl
            mt={4}
            display="flex"
            aria-label={t('accesses.type')}
            value={draft.type}
            onChange={(value) => chooseType(value as AnprAccessType)}
            data={ANPR_ACCESS_TYPES.map((value) => ({ value, label: t(`accesses.types.${value}`) }))}
          />
        </Input.Wrapper>
        {draft.type === 'scheduled' && (
          <>
            <WindowsEditor
              value={draft.windows}
              onChange={(windows) => set({ windows })}
              errors={errors}
              field="windows"
            />
            <Select
              label={t('accesses.timeZone')}
              withAsterisk
              searchable
              data={zones}
              value={draft.timeZone || null}
              onChange={(value) => set({ timeZone: value ?? '' })}
              error={errors.message('timeZone')}
              maw={320}
            />
          </>
        )}
        <Group grow align="flex-start">
          <TextInput
            type="datetime-local"
            label={t(draft.type === 'temporary' ? 'accesses.from' : 'accesses.fromOptional')}
            withAsterisk={draft.type === 'temporary'}
            value={draft.validFrom}
            onChange={(event) => set({ validFrom: event.currentTarget.value })}
            error={errors.message('validFrom')}
          />
          <TextInput
            type="datetime-local"
            label={t(draft.type === 'temporary' ? 'accesses.until' : 'accesses.untilOptional')}
            withAsterisk={draft.type === 'temporary'}
            value={draft.validUntil}
            onChange={(event) => set({ validUntil: event.currentTarget.value })}
            error={errors.message('validUntil')}
          />
        </Group>
        {(failure !== null || elsewhere.length > 0) && (
          <Alert color="red" role="alert" title={t('accesses.saveFailed')}>
            {failure !== null
              ? describeError(t, failure)
              : elsewhere.map(([, message]) => translateMessage(t, message)).join(' ')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button component={Link} to={NEURON_PATHS.accessList} variant="default">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t(access ? 'common.save' : 'accesses.grant')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

const idParam = (raw: string | null) => (raw && /^\d+$/.test(raw) ? raw : '');

/**
 * /neuron/accesses/create-access (prefilled by `?boxId=`, `?vehicleId=`, `?residentId=` or `?plate=`) and
 * /neuron/accesses/update-access?id= (the spec gives the route no `:id`: the access is the `id` query
 * parameter). A gate, who may pass it (a vehicle, a resident, a visitor's plate) and when: fulltime,
 * scheduled by weekly windows (Saturday first) in a time zone, or temporary between two instants.
 */
export function AccessFormPage({ mode }: { mode: 'create' | 'update' }) {
  const { t } = useTranslation('neuron');
  const [params] = useSearchParams();
  const id = Number(idParam(params.get('id'))) || 0;
  const access = useAccess(mode === 'update' ? id : 0);
  const back = { to: NEURON_PATHS.accessList, label: t('accesses.back') };
  const header = (
    <PageHeader
      before={<BackLink to={back.to}>{back.label}</BackLink>}
      title={t(mode === 'create' ? 'accesses.createTitle' : 'accesses.updateTitle')}
      description={t('accesses.formDescription')}
    />
  );
  if (mode === 'create') {
    const residentId = idParam(params.get('residentId'));
    const vehicleId = idParam(params.get('vehicleId'));
    const plate = params.get('plate') ?? '';
    const initial = emptyDraft(timeZone(), {
      boxId: idParam(params.get('boxId')),
      subject: residentId ? 'resident' : plate ? 'plate' : 'vehicle',
      residentId,
      vehicleId,
      plate,
    });
    return (
      <Stack gap="lg">
        {header}
        <AccessForm initial={initial} />
      </Stack>
    );
  }
  return (
    <Stack gap="lg">
      {header}
      <LoadState query={access} missing={id === 0} notFoundTitle={t('accesses.notFound')} back={back}>
        {(data) => <AccessForm key={data.id} access={data} initial={draftOf(data, timeZone())} />}
      </LoadState>
    </Stack>
  );
}
