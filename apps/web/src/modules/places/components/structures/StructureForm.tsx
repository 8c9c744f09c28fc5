import { places } from '@atrium/contracts';
import { Button, Card, Group, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiError } from '../../../../lib/api.ts';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { LocationPicker, type PickedLocation } from '../../../../ui/LocationPicker/index.ts';
import type { CreateStructureBody, UpdateStructureBody } from '../../api/structures.ts';
import { dottedIssues, FormAlert } from '../FormAlert.tsx';
import { CustomerSelect } from './CustomerSelect.tsx';
import { FloorsEditor } from './FloorsEditor.tsx';
import { FLOOR_FIELDS, type FloorRow, floorsBody } from './floorRows.ts';
import { ParentStructureSelect } from './ParentStructureSelect.tsx';

const LOCATION_FIELDS = ['address', 'location', 'location.lat', 'location.lng', 'location.address'] as const;
const FIELDS = ['name', 'type', 'parentId', 'customerId', 'floors', ...LOCATION_FIELDS, ...FLOOR_FIELDS];
/** Without the customer picker, a 418 on customerId has no field: the alert shows it. */
const WITHOUT_CUSTOMER = FIELDS.filter((field) => field !== 'customerId');

export interface StructureValues {
  name: string;
  type: places.StructureType | null;
  parentId: number | null;
  location: places.Location;
}

interface StructureFormProps {
  companyId: number;
  initial: StructureValues;
  /** The structure being edited (create when absent): edit sends no floors. */
  structureId?: number;
  /** The customer of a new structure: null unless `chooseCustomer`. */
  onCreate?: (body: CreateStructureBody, customerId: number | null) => Promise<unknown>;
  onUpdate?: (body: UpdateStructureBody) => Promise<unknown>;
  submitLabel: string;
  cancelTo: string;
  /** R133: a provider company creates structures for a customer it chooses. */
  chooseCustomer?: boolean;
}

/**
 * A structure's name, type, the structure it sits in, and its location with the address (the picker's
 * address is the structure's); on create also its first floors. The contract's schema checks it before
 * sending, and a 418 puts the server's messages on the same fields.
 */
export function StructureForm(props: StructureFormProps) {
  const { companyId, initial, structureId, submitLabel, cancelTo } = props;
  const { t } = useTranslation('places');
  const creating = structureId === undefined;
  const fields = useFieldErrors(FIELDS, 'places');
  const [name, setName] = useState(initial.name);
  const [type, setType] = useState(initial.type);
  const [parentId, setParentId] = useState(initial.parentId ? String(initial.parentId) : null);
  const [location, setLocation] = useState<PickedLocation | null>(initial.location);
  const [floors, setFloors] = useState<FloorRow[]>([]);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const pick = (next: PickedLocation | null) => {
    setLocation(next);
    for (const field of LOCATION_FIELDS) fields.clear(field);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    const address = location?.address ?? '';
    const input = {
      name,
      type: type ?? undefined,
      parentId: parentId ? Number(parentId) : null,
      address,
      location: location ? { lat: location.lat, lng: location.lng, address } : undefined,
      ...(creating ? { floors: floorsBody(floors) } : {}),
    };
    const schema = creating ? places.createStructure.schemas.body : places.updateStructure.schemas.body;
    const parsed = schema.safeParse(input);
    const noCustomer = props.chooseCustomer && !customerId;
    if (!parsed.success || noCustomer) {
      const customerIssue = noCustomer ? [{ path: ['customerId'], message: 'Required' }] : [];
      // Coordinates the picker refused (R93, shown on its fields) leave no location to send.
      const issues = (parsed.success ? [] : dottedIssues(parsed.error.issues)).map((issue) =>
        issue.path[0] === 'location' && !location ? { ...issue, message: t('form.locationInvalid') } : issue,
      );
      fields.setFromIssues([...customerIssue, ...issues]);
      return;
    }
    fields.reset();
    setSaving(true);
    try {
      if (creating)
        await props.onCreate?.(parsed.data as CreateStructureBody, customerId ? Number(customerId) : null);
      else await props.onUpdate?.(parsed.data as UpdateStructureBody);
    } catch (error) {
      fields.setFromError(error);
      if (error instanceof ApiError) setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  const locationError = LOCATION_FIELDS.map((field) => fields.message(field)).find(Boolean);

  return (
    <Card withBorder radius="md" padding="lg">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={failure} shown={props.chooseCustomer ? FIELDS : WITHOUT_CUSTOMER} />
          {creating && props.chooseCustomer && (
            <CustomerSelect
              value={customerId}
              onChange={(value) => {
                setCustomerId(value);
                fields.clear('customerId');
              }}
              error={fields.message('customerId')}
            />
          )}
          <TextInput
            label={t('form.name')}
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
            label={t('form.type')}
            placeholder={t('form.typePlaceholder')}
            data={places.STRUCTURE_TYPES.map((value) => ({ value, label: t(`structureTypes.${value}`) }))}
            value={type}
            onChange={(value) => {
              setType(value as places.StructureType | null);
              fields.clear('type');
            }}
            error={fields.message('type')}
            withAsterisk
            searchable
            allowDeselect={false}
          />
          <ParentStructureSelect
            companyId={companyId}
            value={parentId}
            onChange={(value) => {
              setParentId(value);
              fields.clear('parentId');
            }}
            excludeId={structureId}
            error={fields.message('parentId')}
          />
          <LocationPicker
            label={t('form.location')}
            value={initial.location}
            onChange={(next) => pick(next)}
            error={locationError}
          />
          {creating && (
            <FloorsEditor
              rows={floors}
              onChange={(rows) => {
                // Rows shift when one is removed: their messages no longer match.
                for (let index = 0; index < Math.max(rows.length, floors.length); index++) {
                  fields.clear(`floors.${index}.name`);
                  fields.clear(`floors.${index}.level`);
                }
                fields.clear('floors');
                setFloors(rows);
              }}
              message={(field) => fields.message(field)}
            />
          )}
          <Group justify="flex-end" gap="sm" mt="xs">
            <Button component={Link} to={cancelTo} variant="default">
              {t('form.cancel')}
            </Button>
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
