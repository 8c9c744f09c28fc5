import { metrowatch } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useSetLockParameters } from '../api/commands.ts';
import { CommandFormModal, commandOutcome } from './CommandFormModal.tsx';
import { filledOnly, NumberField } from './ParametersFields.tsx';

const FIELDS = [
  'autoLockSeconds',
  'doorOpenAlarmSeconds',
  'reportingIntervalSeconds',
  'buzzerVolume',
] as const;
const EMPTY = {
  autoLockSeconds: '',
  doorOpenAlarmSeconds: '',
  reportingIntervalSeconds: '',
  buzzerVolume: '',
};

interface LockParametersModalProps {
  deviceId: number;
  onSent: () => void;
  /** The lock refused it (asleep, R149): the page offers the wake-up. */
  onAsleep: () => void;
  onClose: () => void;
}

/** The lock's parameters (auto-lock, door-open alarm delay, reporting interval, buzzer): those filled in are sent. */
export function LockParametersModal({ deviceId, onSent, onAsleep, onClose }: LockParametersModalProps) {
  const { t } = useTranslation('metro-watch');
  const send = useSetLockParameters(deviceId);
  const { values, change, parse, fields } = useContractForm(FIELDS, EMPTY, 'metro-watch');

  const submit = () => {
    const body = parse(metrowatch.setLockParameters.schemas.body, filledOnly(values), FIELDS);
    if (!body) return;
    send.mutate(body, commandOutcome({ onSent, onClose, onAsleep, fields }));
  };

  return (
    <CommandFormModal
      title={t('devices.lock.parameters.title')}
      size="md"
      pending={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {FIELDS.map((field) => (
        <NumberField
          key={field}
          label={t(`devices.lock.parameters.${field}`)}
          value={values[field]}
          error={fields.message(field)}
          onChange={(value) => change(field, value)}
        />
      ))}
    </CommandFormModal>
  );
}
