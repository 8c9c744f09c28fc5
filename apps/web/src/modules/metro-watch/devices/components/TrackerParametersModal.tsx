import { metrowatch } from '@atrium/contracts';
import { TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { useSetTrackerParameters } from '../api/commands.ts';
import { CommandFormModal, commandOutcome } from './CommandFormModal.tsx';
import { filledOnly, NumberField } from './ParametersFields.tsx';

const FIELDS = ['reportingIntervalSeconds', 'speedLimitKmh', 'sosNumber'] as const;
const EMPTY = { reportingIntervalSeconds: '', speedLimitKmh: '', sosNumber: '' };

interface TrackerParametersModalProps {
  device: metrowatch.MetrowatchDevice;
  onSent: () => void;
  onClose: () => void;
}

/** Topfly `setParameters`: reporting interval, speed limit and (personal trackers) the SOS number. */
export function TrackerParametersModal({ device, onSent, onClose }: TrackerParametersModalProps) {
  const { t } = useTranslation('metro-watch');
  const send = useSetTrackerParameters(device.id);
  const { values, change, parse, fields, input } = useContractForm(FIELDS, EMPTY, 'metro-watch');
  const personal = device.detailKind === 'personal-tracking';

  const submit = () => {
    const body = parse(metrowatch.setTrackerParameters.schemas.body, filledOnly(values), FIELDS);
    if (!body) return;
    send.mutate(body, commandOutcome({ onSent, onClose, fields }));
  };

  return (
    <CommandFormModal
      title={t('devices.tracker.parameters.title')}
      size="md"
      pending={send.isPending}
      onSubmit={submit}
      onClose={onClose}
    >
      {(['reportingIntervalSeconds', 'speedLimitKmh'] as const).map((field) => (
        <NumberField
          key={field}
          label={t(`devices.tracker.parameters.${field}`)}
          value={values[field]}
          error={fields.message(field)}
          onChange={(value) => change(field, value)}
        />
      ))}
      {personal && (
        <TextInput
          label={t('devices.tracker.parameters.sosNumber')}
          inputMode="tel"
          {...input('sosNumber')}
        />
      )}
    </CommandFormModal>
  );
}
