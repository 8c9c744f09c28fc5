import type { devices } from '@atrium/contracts';
import { Button, Group, Modal, Select, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../lib/useFieldErrors.ts';
import { useStructure, useStructureSearch } from '../../modules/places/api/structures.ts';
import { FormAlert } from '../../modules/places/components/FormAlert.tsx';
import { usePlaceDevice } from '../api/devices.ts';

const FIELDS = ['structureId', 'floorId', 'spaceId'] as const;

interface PlaceModalProps {
  device: devices.Device;
  /** Install a device in stock, or move an installed one. */
  mode: 'install' | 'move';
  onClose: () => void;
}

const option = (item: { id: number; name: string }) => ({ value: String(item.id), label: item.name });

/** Where a device goes: a structure of its owner, then optionally a floor of it and a space on that floor. */
export function PlaceModal({ device, mode, onClose }: PlaceModalProps) {
  const { t } = useTranslation('kit');
  const place = usePlaceDevice();
  const fields = useFieldErrors(FIELDS, 'kit');
  const [structureId, setStructureId] = useState(device.structure ? String(device.structure.id) : '');
  const [floorId, setFloorId] = useState(device.floor ? String(device.floor.id) : '');
  const [spaceId, setSpaceId] = useState(device.space ? String(device.space.id) : '');
  const structures = useStructureSearch('');
  const structure = useStructure(device.company.id, Number(structureId) || 0);
  const owned = (structures.data ?? []).filter((item) => item.companyId === device.company.id);
  const floors = structure.data?.floors ?? [];
  const spaces = floors.find((floor) => String(floor.id) === floorId)?.spaces ?? [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!structureId) {
      fields.setFromIssues([{ path: ['structureId'], message: 'Required' }]);
      return;
    }
    const body = {
      structureId: Number(structureId),
      floorId: floorId ? Number(floorId) : null,
      spaceId: spaceId ? Number(spaceId) : null,
    };
    place.mutate(
      { id: device.id, mode, place: body },
      { onSuccess: onClose, onError: (error) => fields.setFromError(error) },
    );
  };

  return (
    <Modal opened onClose={onClose} title={t(`place.${mode}Title`)} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert error={place.error} shown={FIELDS} />
          <Select
            label={t('place.structure')}
            data={owned.map(option)}
            value={structureId || null}
            onChange={(value) => {
              setStructureId(value ?? '');
              setFloorId('');
              setSpaceId('');
              fields.clear('structureId');
            }}
            searchable
            withAsterisk
            error={fields.message('structureId')}
            nothingFoundMessage={t('place.noStructures')}
            data-autofocus
          />
          <Select
            label={t('place.floor')}
            data={floors.map(option)}
            value={floorId || null}
            onChange={(value) => {
              setFloorId(value ?? '');
              setSpaceId('');
            }}
            disabled={!structureId}
            clearable
            error={fields.message('floorId')}
          />
          <Select
            label={t('place.space')}
            data={spaces.map(option)}
            value={spaceId || null}
            onChange={(value) => setSpaceId(value ?? '')}
            disabled={!floorId}
            clearable
            error={fields.message('spaceId')}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={place.isPending}>
              {t(`actions.${mode}`)}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
