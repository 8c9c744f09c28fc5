import { MultiSelect, NumberInput, Radio, Select, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { reports, useSaveTemplate, useVehicleChoices } from '../../api/reports.ts';
import { useVehicleGroupOptions } from '../../api/vehicles.ts';
import { FLEET_PATHS } from '../../paths.ts';

const FIELDS = [
  'name',
  'kind',
  'vehicleIds',
  'groupId',
  'defaultPeriod',
  'speedLimitKmh',
  'minStopMinutes',
] as const;
type VehicleSet = 'all' | 'vehicles' | 'group';

/** The chosen vehicles, searchable on the server; chosen ones stay listed whatever the search. */
function VehiclesField({
  value,
  known,
  onChange,
  error,
}: {
  value: string[];
  known: reports.ReportVehicle[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const { t } = useTranslation('fleet');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const choices = useVehicleChoices(debounced);
  const seen = new Map<string, string>();
  for (const v of [...known, ...(choices.data ?? [])]) seen.set(String(v.id), `${v.name} · ${v.plate}`);
  return (
    <MultiSelect
      label={t('reports.form.vehicles')}
      placeholder={t('reports.form.vehiclesPlaceholder')}
      data={[...seen].map(([id, label]) => ({ value: id, label }))}
      value={value}
      onChange={onChange}
      searchValue={search}
      onSearchChange={setSearch}
      searchable
      clearable
      withAsterisk
      error={error}
      nothingFoundMessage={choices.isFetching ? '…' : undefined}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A report template's fields: validated by the contract, 418 messages under their fields. */
export function TemplateForm({
  template,
  onSaved,
}: {
  template: reports.ReportTemplate | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation('fleet');
  const save = useSaveTemplate(template?.id ?? null);
  const fields = useFieldErrors(FIELDS, 'fleet');
  const groups = useVehicleGroupOptions();
  const [name, setName] = useState(template?.name ?? '');
  const [kind, setKind] = useState<string>(template?.kind ?? 'trips');
  const [set, setSet] = useState<VehicleSet>(
    template?.group ? 'group' : (template?.vehicles.length ?? 0) > 0 ? 'vehicles' : 'all',
  );
  const [vehicleIds, setVehicleIds] = useState<string[]>(template?.vehicles.map((v) => String(v.id)) ?? []);
  const [groupId, setGroupId] = useState<string | null>(template?.group ? String(template.group.id) : null);
  const [period, setPeriod] = useState<string>(template?.defaultPeriod ?? 'last-7-days');
  const [speed, setSpeed] = useState<number | string>(
    template?.speedLimitKmh ?? reports.REPORT_SPEED_LIMIT_KMH.default,
  );
  const [minStop, setMinStop] = useState<number | string>(
    template?.minStopMinutes ?? reports.REPORT_MIN_STOP_MINUTES.default,
  );

  const changed = (field: (typeof FIELDS)[number]) => fields.clear(field);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = {
      name,
      kind,
      vehicleIds: set === 'vehicles' ? vehicleIds.map(Number) : [],
      groupId: set === 'group' ? (groupId === null ? undefined : Number(groupId)) : null,
      defaultPeriod: period,
      speedLimitKmh: typeof speed === 'number' ? speed : Number.NaN,
      minStopMinutes: typeof minStop === 'number' ? minStop : Number.NaN,
    };
    const required: { path: string[]; message: string }[] = [];
    if (name.trim() === '') required.push({ path: ['name'], message: 'Required' });
    if (set === 'vehicles' && vehicleIds.length === 0)
      required.push({ path: ['vehicleIds'], message: 'Required' });
    if (set === 'group' && groupId === null) required.push({ path: ['groupId'], message: 'Required' });
    const parsed = reports.reportTemplateInput.safeParse(input);
    if (!parsed.success || required.length > 0) {
      const named = new Set(required.map((issue) => issue.path[0]));
      const rest = parsed.success
        ? []
        : parsed.error.issues.filter((issue) => !named.has(String(issue.path[0])));
      fields.setFromIssues([...required, ...rest]);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: onSaved,
      onError: (error) => {
        // `vehicleIds.2` is shown on the vehicles field.
        if (error instanceof ApiError && error.fieldErrors)
          fields.setFromIssues(
            error.fieldErrors.map((f) => ({ path: [f.param.split('.')[0] ?? f.param], message: f.msg })),
          );
      },
    });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={template ? t('reports.form.editTitle') : t('reports.form.createTitle')}
    >
      <Stack gap="md">
        <FormAlert error={save.error} shown={FIELDS} />
        <TextInput
          label={t('reports.form.name')}
          placeholder={t('reports.form.namePlaceholder')}
          value={name}
          onChange={(event) => {
            setName(event.currentTarget.value);
            changed('name');
          }}
          error={fields.message('name')}
          withAsterisk
          data-autofocus
        />
        <Select
          label={t('reports.form.kind')}
          data={reports.REPORT_KINDS.map((k) => ({ value: k, label: t(`reports.kinds.${k}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value ?? 'trips');
            changed('kind');
          }}
          allowDeselect={false}
          error={fields.message('kind')}
          description={t(`reports.form.kindHelp.${kind}`)}
          withAsterisk
        />
        <Radio.Group
          label={t('reports.form.vehicleSet')}
          value={set}
          onChange={(value) => {
            setSet(value as VehicleSet);
            changed('vehicleIds');
            changed('groupId');
          }}
        >
          <Stack gap="xs" mt={4}>
            <Radio value="all" label={t('reports.form.allVehicles')} />
            <Radio value="vehicles" label={t('reports.form.someVehicles')} />
            <Radio value="group" label={t('reports.form.group')} />
          </Stack>
        </Radio.Group>
        {set === 'vehicles' && (
          <VehiclesField
            value={vehicleIds}
            known={template?.vehicles ?? []}
            onChange={(ids) => {
              setVehicleIds(ids);
              changed('vehicleIds');
            }}
            error={fields.message('vehicleIds')}
          />
        )}
        {set === 'group' && (
          <Select
            label={t('reports.form.groupLabel')}
            placeholder={t('reports.form.groupPlaceholder')}
            data={(groups.data ?? []).map((g) => ({ value: String(g.id), label: g.name }))}
            value={groupId}
            onChange={(value) => {
              setGroupId(value);
              changed('groupId');
            }}
            error={fields.message('groupId')}
            searchable
            withAsterisk
          />
        )}
        <Select
          label={t('reports.form.defaultPeriod')}
          data={reports.REPORT_PERIODS.map((p) => ({ value: p, label: t(`reports.periods.${p}`) }))}
          value={period}
          onChange={(value) => {
            setPeriod(value ?? 'last-7-days');
            changed('defaultPeriod');
          }}
          allowDeselect={false}
          error={fields.message('defaultPeriod')}
        />
        {kind === 'speeding' && (
          <NumberInput
            label={t('reports.form.speedLimit')}
            value={speed}
            onChange={(value) => {
              setSpeed(value);
              changed('speedLimitKmh');
            }}
            min={reports.REPORT_SPEED_LIMIT_KMH.min}
            max={reports.REPORT_SPEED_LIMIT_KMH.max}
            allowDecimal={false}
            error={fields.message('speedLimitKmh')}
          />
        )}
        {(kind === 'trips' || kind === 'stops') && (
          <NumberInput
            label={t('reports.form.minStop')}
            description={t('reports.form.minStopHelp')}
            value={minStop}
            onChange={(value) => {
              setMinStop(value);
              changed('minStopMinutes');
            }}
            min={reports.REPORT_MIN_STOP_MINUTES.min}
            max={reports.REPORT_MIN_STOP_MINUTES.max}
            allowDecimal={false}
            error={fields.message('minStopMinutes')}
          />
        )}
        <FormActions
          saving={save.isPending}
          cancelTo={FLEET_PATHS.reportsList}
          submitLabel={t('reports.form.save')}
        />
      </Stack>
    </form>
  );
}
