import { gm } from '@atrium/contracts';
import { Alert, Button, Group, Modal, MultiSelect, Select, Stack, Switch } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAppDevices } from '../../../kit/api/devices.ts';
import { describeError } from '../../../lib/errors.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { useUpdateStaff } from '../api/gm.ts';
import { gmKeys } from '../api/keys.ts';

const FIELDS = ['role', 'onDuty', 'deviceIds'] as const;
const NO_ROLE = 'none';

interface StaffEditModalProps {
  member: gm.StaffMember;
  onClose: () => void;
}

/** A staff member's gm role, on-duty state and the devices they carry (a device has one carrier). */
export function StaffEditModal({ member, onClose }: StaffEditModalProps) {
  const { t } = useTranslation('gm');
  const update = useUpdateStaff(member.id);
  const fields = useFieldErrors(FIELDS, 'gm');
  const [role, setRole] = useState<string>(member.role ?? NO_ROLE);
  const [onDuty, setOnDuty] = useState(member.onDuty);
  const [deviceIds, setDeviceIds] = useState(member.devices.map((d) => String(d.id)));
  const devices = useQuery({
    queryKey: [...gmKeys.all, 'device-options'],
    queryFn: ({ signal }) => searchAppDevices('gm', '', signal),
  });
  const options = (devices.data ?? []).map((d) => ({
    value: String(d.id),
    label: d.name ? `${d.name} (${d.serial})` : d.serial,
  }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      role: role === NO_ROLE ? null : (role as gm.GmRole),
      onDuty,
      deviceIds: deviceIds.map(Number),
    };
    update.mutate(body, { onSuccess: onClose, onError: (error) => fields.setFromError(error) });
  };
  return (
    <Modal opened onClose={onClose} title={t('staff.edit.title', { name: member.name })}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('staff.columns.role')}
            data={[
              { value: NO_ROLE, label: t('staff.roles.none') },
              ...gm.GM_ROLES.map((value) => ({ value, label: t(`staff.roles.${value}`) })),
            ]}
            value={role}
            onChange={(value) => {
              setRole(value ?? NO_ROLE);
              fields.clear('role');
            }}
            allowDeselect={false}
            error={fields.message('role')}
          />
          <Switch
            label={t('staff.columns.onDuty')}
            checked={onDuty}
            onChange={(event) => setOnDuty(event.currentTarget.checked)}
          />
          <MultiSelect
            label={t('staff.columns.devices')}
            data={options}
            value={deviceIds}
            onChange={(value) => {
              setDeviceIds(value);
              fields.clear('deviceIds');
            }}
            searchable
            nothingFoundMessage={t('staff.edit.noDevices')}
            error={fields.message('deviceIds')}
          />
          {update.isError && !fields.handles(update.error) && (
            <Alert color="red" role="alert">
              {describeError(t, update.error)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('settings.form.cancel')}
            </Button>
            <Button type="submit" loading={update.isPending}>
              {t('settings.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
