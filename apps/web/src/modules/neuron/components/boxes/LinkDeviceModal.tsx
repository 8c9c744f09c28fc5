import {
  type BoxDevice,
  boxLinkInput,
  boxLinkUpdate,
  CAMERA_DIRECTIONS,
  LINK_ROLES,
  type LinkRole,
} from '@atrium/contracts/anpr/boxes';
import { SegmentedControl, Select, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { useLinkDevice, useUnlinkedDevices, useUpdateLink } from '../../api/boxes.ts';

const FIELDS = ['deviceId', 'cameraName', 'direction'] as const;
type Field = (typeof FIELDS)[number];

interface LinkDeviceModalProps {
  boxId: number;
  /** The link to change (camera name, direction); none: a new link. */
  link?: BoxDevice;
  onClose: () => void;
}

/**
 * Links a camera (with the name Frigate knows it by, unique per box, and the way it faces) or a barrier of
 * the box's company that no box has yet; or changes a linked camera's name and direction.
 */
export function LinkDeviceModal({ boxId, link, onClose }: LinkDeviceModalProps) {
  const { t } = useTranslation('neuron');
  const [role, setRole] = useState<LinkRole>(link?.role ?? 'camera');
  const options = useUnlinkedDevices(role);
  const create = useLinkDevice(boxId);
  const update = useUpdateLink(boxId);
  const save = link ? update : create;
  const { values, change, parse, fields, input } = useContractForm<Field>(
    FIELDS,
    { deviceId: '', cameraName: link?.cameraName ?? '', direction: link?.direction ?? '' },
    'neuron',
  );
  const camera = role === 'camera';

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const direction = values.direction === '' ? null : values.direction;
    const onError = (error: unknown) => fields.setFromError(error);
    if (link) {
      const body = parse(boxLinkUpdate, { cameraName: values.cameraName, direction });
      if (body) update.mutate({ deviceId: link.deviceId, body }, { onSuccess: onClose, onError });
      return;
    }
    const draft = {
      deviceId: values.deviceId === '' ? undefined : Number(values.deviceId),
      ...(camera ? { cameraName: values.cameraName, direction } : {}),
    };
    const body = parse(boxLinkInput, draft);
    if (!body) return;
    if (camera && !body.cameraName) {
      fields.setFromIssues([{ path: ['cameraName'], message: 'Required' }]);
      return;
    }
    create.mutate(body, { onSuccess: onClose, onError });
  };

  return (
    <FormModal
      title={t(link ? 'boxes.editLinkTitle' : 'boxes.linkTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <Stack gap="md">
        {!link && (
          <>
            <SegmentedControl
              aria-label={t('boxes.role')}
              value={role}
              onChange={(value) => {
                setRole(value as LinkRole);
                change('deviceId', '');
              }}
              data={LINK_ROLES.map((value) => ({ value, label: t(`boxes.roles.${value}`) }))}
            />
            <Select
              label={t(camera ? 'boxes.camera' : 'boxes.barrier')}
              placeholder={t('boxes.chooseDevice')}
              data={options.data ?? []}
              value={values.deviceId || null}
              onChange={(value) => change('deviceId', value ?? '')}
              searchable
              withAsterisk
              nothingFoundMessage={options.isFetching ? t('common.loading') : t('boxes.noFreeDevices')}
              error={fields.message('deviceId')}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
        {camera && (
          <>
            <TextInput
              label={t('boxes.cameraName')}
              description={t('boxes.cameraNameHint')}
              dir="ltr"
              withAsterisk
              {...input('cameraName')}
            />
            <Select
              label={t('boxes.direction')}
              placeholder={t('boxes.noDirection')}
              data={CAMERA_DIRECTIONS.map((value) => ({ value, label: t(`directions.${value}`) }))}
              value={values.direction || null}
              onChange={(value) => change('direction', value ?? '')}
              clearable
              error={fields.message('direction')}
              comboboxProps={{ withinPortal: true }}
            />
          </>
        )}
      </Stack>
    </FormModal>
  );
}
