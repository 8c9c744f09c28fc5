import { devices, management } from '@atrium/contracts';
import { NumberInput, Select, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/useFieldErrors.ts';
import { FormModal } from '../../places/components/FormModal.tsx';
import { useSendRequest } from '../api.ts';
import { requiredWhenBlank } from './blank.ts';
import { useSaveFailure } from './saveFailure.ts';

const FIELDS = ['hardwareId', 'quantity', 'structureId', 'note'] as const;

/** A customer asks its integrator for devices: which hardware, how many, and a note (where, what for). */
export function RequestForm({ onClose, onSent }: { onClose: () => void; onSent: (uuid: string) => void }) {
  const { t } = useTranslation('management');
  const fields = useFieldErrors(FIELDS, 'management');
  const send = useSendRequest();
  const refusal = useSaveFailure(fields);
  const [hardwareId, setHardwareId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<string | number>(1);
  const [note, setNote] = useState('');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = management.requestInput.safeParse({
      hardwareId: hardwareId ?? undefined,
      quantity: quantity === '' ? undefined : quantity,
      note,
    });
    if (!parsed.success) {
      fields.setFromIssues(
        requiredWhenBlank(parsed.error.issues, [
          ...(hardwareId ? [] : ['hardwareId']),
          ...(quantity === '' ? ['quantity'] : []),
        ]),
      );
      return;
    }
    refusal.clear();
    send.mutate(parsed.data, { onSuccess: (request) => onSent(request.uuid), onError: refusal.onError });
  };

  const options = devices.DEVICE_APPS.map((app) => ({
    group: t(`apps.${app}`, { defaultValue: app }),
    items: devices.HARDWARE.filter((h) => h.app === app).map((h) => ({ value: String(h.id), label: h.name })),
  })).filter((group) => group.items.length > 0);

  return (
    <FormModal
      title={t('requests.new')}
      onClose={onClose}
      onSubmit={submit}
      saving={send.isPending}
      failure={refusal.message}
      submitLabel={t('requests.send')}
    >
      <Select
        label={t('requests.hardware')}
        required
        searchable
        value={hardwareId}
        onChange={(value) => {
          setHardwareId(value);
          fields.clear('hardwareId');
        }}
        data={options}
        error={fields.message('hardwareId')}
      />
      <NumberInput
        label={t('requests.quantity')}
        required
        min={1}
        max={management.MAX_REQUEST_QUANTITY}
        allowDecimal={false}
        value={quantity}
        onChange={(value) => {
          setQuantity(value);
          fields.clear('quantity');
        }}
        error={fields.message('quantity')}
      />
      <Textarea
        label={t('requests.note')}
        description={t('requests.noteHint')}
        rows={3}
        maxLength={management.NOTE_MAX}
        value={note}
        onChange={(event) => {
          setNote(event.currentTarget.value);
          fields.clear('note');
        }}
        error={fields.message('note')}
      />
    </FormModal>
  );
}
