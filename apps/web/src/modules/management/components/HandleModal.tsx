import { devices, type management } from '@atrium/contracts';
import { MultiSelect, NumberInput, SegmentedControl, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CallOptions, call } from '../../../lib/api.ts';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useHandleRequest } from '../api.ts';
import { useSaveFailure } from './saveFailure.ts';

const FIELDS = ['kind', 'deviceIds', 'orderId'] as const;

/** The integrator's own devices of the asked hardware not installed anywhere: what it can give at once. */
const useSpareDevices = (hardwareId: number) =>
  useQuery({
    queryKey: ['management', 'spare-devices', hardwareId],
    queryFn: async ({ signal }) =>
      (
        await call(devices.listDevices, {
          query: {
            customerId: ':me',
            hardwareId: String(hardwareId),
            installState: 'not-installed',
            limit: '100',
          } as CallOptions<typeof devices.listDevices>['query'],
          signal,
          cache: 'none',
        })
      ).data,
  });

/** Answers a sent request: spare devices given to the customer, or an order placed for it. */
export function HandleModal({
  request,
  onClose,
}: {
  request: management.DeviceRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation('management');
  const fields = useFieldErrors(FIELDS, 'management');
  const handle = useHandleRequest(request.uuid);
  const refusal = useSaveFailure(fields);
  const spare = useSpareDevices(request.hardware.id);
  const [kind, setKind] = useState<management.HandlingKind>('devices');
  const [deviceIds, setDeviceIds] = useState<string[]>([]);
  const [orderId, setOrderId] = useState<string | number>('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (kind === 'devices' && deviceIds.length !== request.quantity) {
      fields.setFromIssues([{ path: ['deviceIds'], message: t('handle.chooseN', { n: request.quantity }) }]);
      return;
    }
    if (kind === 'order' && (orderId === '' || Number(orderId) < 1)) {
      fields.setFromIssues([{ path: ['orderId'], message: 'Required' }]);
      return;
    }
    refusal.clear();
    const body =
      kind === 'devices' ? { kind, deviceIds: deviceIds.map(Number) } : { kind, orderId: Number(orderId) };
    handle.mutate(body, { onSuccess: onClose, onError: refusal.onError });
  };

  return (
    <FormModal
      title={t('handle.title')}
      onClose={onClose}
      onSubmit={submit}
      saving={handle.isPending}
      failure={refusal.message}
      submitLabel={t('handle.submit')}
    >
      <SegmentedControl
        aria-label={t('handle.kind')}
        value={kind}
        onChange={(value) => setKind(value as management.HandlingKind)}
        data={[
          { value: 'devices', label: t('handle.devices') },
          { value: 'order', label: t('handle.order') },
        ]}
      />
      {kind === 'devices' ? (
        <>
          <MultiSelect
            label={t('handle.pickDevices', { n: request.quantity })}
            searchable
            value={deviceIds}
            onChange={(value) => {
              setDeviceIds(value);
              fields.clear('deviceIds');
            }}
            data={(spare.data ?? []).map((d) => ({
              value: String(d.id),
              label: d.name ? `${d.serial} (${d.name})` : d.serial,
            }))}
            error={fields.message('deviceIds')}
          />
          {spare.data?.length === 0 && (
            <Text size="sm" c="dimmed">
              {t('handle.noSpare')}
            </Text>
          )}
        </>
      ) : (
        <NumberInput
          label={t('handle.orderId')}
          description={t('handle.orderHint')}
          min={1}
          allowDecimal={false}
          value={orderId}
          onChange={(value) => {
            setOrderId(value);
            fields.clear('orderId');
          }}
          error={fields.message('orderId')}
        />
      )}
    </FormModal>
  );
}
