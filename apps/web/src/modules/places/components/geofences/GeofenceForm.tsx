import { places } from '@atrium/contracts';
import { Card, ColorInput, Group, MultiSelect, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../../lib/i18n.ts';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { type GeofenceBody, useGeofenceGroups, useSaveGeofence } from '../../api/geofences.ts';
import { FormAlert, fieldErrorOf } from '../FormAlert.tsx';
import { FormActions } from '../FormModal.tsx';
import { GeofenceShapeField } from './GeofenceShapeField.tsx';

const FIELDS = ['name', 'description', 'color', 'groupIds'] as const;
const SHOWN = [...FIELDS, 'shape'];

interface GeofenceFormProps {
  companyId: number;
  /** The geofence to change; a new one when absent. */
  geofence?: places.Geofence;
  onSaved: (geofence: places.Geofence) => void;
  cancelTo: string;
}

/** The shape's first problem by the contract's geometry rules (self-crossing, no area, radius…). */
function shapeProblem(shape: places.MapShape | null): string | null {
  if (!shape) return null;
  const parsed = places.geofenceShape.safeParse(shape);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

/**
 * A geofence's name, description, colour, groups and shape. The shape is checked by the contract's
 * geometry rules as it is drawn; the server's 418 messages land on the same fields.
 */
export function GeofenceForm({ companyId, geofence, onSaved, cancelTo }: GeofenceFormProps) {
  const { t } = useTranslation('places');
  const save = useSaveGeofence(companyId, geofence?.id ?? null);
  const groups = useGeofenceGroups(companyId);
  const [shape, setShape] = useState<places.MapShape | null>(geofence?.shape ?? null);
  const [groupIds, setGroupIds] = useState<string[]>(geofence?.groupIds.map(String) ?? []);
  const [shapeError, setShapeError] = useState<string | null>(null);
  const { values, change, parse, fields, input } = useContractForm(
    FIELDS,
    {
      name: geofence?.name ?? '',
      description: geofence?.description ?? '',
      color: geofence?.color ?? places.DEFAULT_GEOFENCE_COLOR,
      groupIds: '',
    },
    'places',
  );

  const draw = (next: places.MapShape | null) => {
    setShape(next);
    setShapeError(shapeProblem(next));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = shape ? shapeProblem(shape) : t('geofences.drawShape');
    const body = parse(places.createGeofence.schemas.body, {
      name: values.name,
      description: values.description,
      color: values.color,
      groupIds: groupIds.map(Number),
      shape: shape ?? { type: 'polygon', path: [] },
    });
    setShapeError(problem);
    if (!body || problem) return;
    save.mutate(body as GeofenceBody, {
      onSuccess: ({ data }) => onSaved(data),
      onError: (error) => {
        fields.setFromError(error);
        const message = fieldErrorOf(error, 'shape');
        if (message) setShapeError(message);
      },
    });
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={save.error} shown={SHOWN} />
          <Group grow align="flex-start">
            <TextInput label={t('form.name')} {...input('name')} withAsterisk data-autofocus />
            <ColorInput
              label={t('geofences.color')}
              value={values.color}
              onChange={(value) => change('color', value)}
              format="hex"
              dir="ltr"
              error={fields.message('color')}
            />
          </Group>
          <Textarea label={t('form.description')} {...input('description')} rows={2} />
          <MultiSelect
            label={t('geofences.groups')}
            placeholder={groups.data?.length ? t('geofences.groupsPlaceholder') : t('geofences.noGroups')}
            data={(groups.data ?? []).map((group) => ({ value: String(group.id), label: group.name }))}
            value={groupIds}
            onChange={(next) => {
              setGroupIds(next);
              fields.clear('groupIds');
            }}
            disabled={!groups.data?.length}
            error={fields.message('groupIds') ?? (groups.isError ? t('geofences.groupsFailed') : undefined)}
            searchable
          />
          <GeofenceShapeField
            shape={shape}
            onChange={draw}
            error={shapeError ? translateMessage(t, shapeError) : undefined}
          />
          <FormActions
            saving={save.isPending}
            cancelTo={cancelTo}
            submitLabel={geofence ? t('form.save') : t('geofences.createSubmit')}
          />
        </Stack>
      </form>
    </Card>
  );
}
