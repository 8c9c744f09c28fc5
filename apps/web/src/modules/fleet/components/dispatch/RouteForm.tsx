import { fleet } from '@atrium/contracts';
import { Card, ColorInput, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api.ts';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { FormAlert } from '../../../places/components/FormAlert.tsx';
import { FormActions } from '../../../places/components/FormModal.tsx';
import { useSaveRoute } from '../../api/dispatch.ts';
import { RouteStopsEditor } from './RouteStopsEditor.tsx';
import { draftsOf, type StopDraft, stopInputsOf } from './stopDrafts.ts';

const FIELDS = ['name', 'description', 'color'] as const;
const SHOWN = [...FIELDS, 'stops'];

/** Issues on the stops, by dotted path (`stops`, `stops.1.plannedOffsetMinutes`). */
const stopErrorsOf = (issues: readonly { path: PropertyKey[]; message: string }[]) =>
  Object.fromEntries(
    issues
      .filter((issue) => issue.path[0] === 'stops')
      .map((issue) => [issue.path.map(String).join('.'), issue.message] as const)
      .reverse(),
  );

/** The stop count is the server's to refuse (its 418 names the rule); everything else is checked here first. */
const isCountIssue = (issue: { path: PropertyKey[] }) => issue.path.length === 1 && issue.path[0] === 'stops';

interface RouteFormProps {
  route?: fleet.Route;
  onSaved: (route: fleet.Route) => void;
  cancelTo: string;
}

/** A route's name, description, colour and ordered stops; POST or PATCH /fleet/route. */
export function RouteForm({ route, onSaved, cancelTo }: RouteFormProps) {
  const { t } = useTranslation('fleet');
  const save = useSaveRoute(route?.id ?? null);
  const [stops, setStops] = useState<StopDraft[]>(() => (route ? draftsOf(route) : []));
  const [stopErrors, setStopErrors] = useState<Record<string, string>>({});
  const { values, change, fields, input } = useContractForm(
    FIELDS,
    {
      name: route?.name ?? '',
      description: route?.description ?? '',
      color: route?.color ?? fleet.DEFAULT_ROUTE_COLOR,
    },
    'fleet',
  );

  const changeStops = (next: StopDraft[]) => {
    setStops(next);
    setStopErrors({});
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = {
      name: values.name,
      description: values.description,
      color: values.color,
      stops: stopInputsOf(stops),
    };
    const parsed = fleet.routeInput.safeParse(body);
    const issues = parsed.success ? [] : parsed.error.issues.filter((issue) => !isCountIssue(issue));
    fields.setFromIssues(
      issues.map((issue) =>
        issue.path.length === 1 && values[issue.path[0] as (typeof FIELDS)[number]]?.trim() === ''
          ? { ...issue, message: 'Required' }
          : issue,
      ),
    );
    setStopErrors(stopErrorsOf(issues));
    if (issues.length > 0) return;
    save.mutate(body as never, {
      onSuccess: ({ data }) => onSaved(data),
      onError: (error) => {
        fields.setFromError(error);
        if (error instanceof ApiError && error.fieldErrors)
          setStopErrors(
            stopErrorsOf(
              error.fieldErrors.map((item) => ({ path: item.param.split('.'), message: item.msg })),
            ),
          );
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={SHOWN} />
          <Group grow align="flex-start">
            <TextInput label={t('dispatch.routes.name')} {...input('name')} withAsterisk data-autofocus />
            <ColorInput
              label={t('dispatch.routes.color')}
              value={values.color}
              onChange={(value) => change('color', value)}
              format="hex"
              dir="ltr"
              error={fields.message('color')}
            />
          </Group>
          <Textarea label={t('dispatch.routes.description')} {...input('description')} rows={2} />
          <RouteStopsEditor stops={stops} onChange={changeStops} errors={stopErrors} color={values.color} />
          <FormActions
            saving={save.isPending}
            cancelTo={cancelTo}
            submitLabel={route ? t('dispatch.actions.save') : t('dispatch.routes.createSubmit')}
          />
        </Stack>
      </form>
    </Card>
  );
}
