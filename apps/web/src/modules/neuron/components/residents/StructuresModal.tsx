import type { Resident } from '@atrium/contracts/anpr/residents';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../../lib/useFieldErrors.ts';
import { FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveStructures } from '../../api/residents.ts';
import { StructuresSelect } from './StructuresSelect.tsx';

const FIELDS = ['structureIds'] as const;

/** The structures a resident lives or works in, replaced as a whole. */
export function StructuresModal({ resident, onClose }: { resident: Resident; onClose: () => void }) {
  const { t } = useTranslation('neuron');
  const save = useSaveStructures(resident.id);
  const fields = useFieldErrors(FIELDS, 'neuron');
  const [value, setValue] = useState(() => resident.structures.map((item) => String(item.id)));
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(value.map(Number), { onSuccess: onClose, onError: (error) => fields.setFromError(error) });
  };
  return (
    <FormModal
      title={t('residents.structuresTitle', { name: resident.name })}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
    >
      <StructuresSelect
        label={t('residents.structures')}
        value={value}
        current={resident.structures}
        onChange={(next) => {
          setValue(next);
          fields.clear('structureIds');
        }}
        error={fields.message('structureIds')}
      />
    </FormModal>
  );
}
