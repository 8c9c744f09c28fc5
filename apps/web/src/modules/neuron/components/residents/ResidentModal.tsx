import { type Resident, residentInput, residentUpdate } from '@atrium/contracts/anpr/residents';
import { SimpleGrid, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyUserSelect } from '../../../../kit/components/CompanyUserSelect.tsx';
import { useContractForm } from '../../../../lib/useContractForm.ts';
import { closeOnSave, FormModal } from '../../../places/components/FormModal.tsx';
import { useSaveResident } from '../../api/residents.ts';
import { StructuresSelect } from './StructuresSelect.tsx';

const FIELDS = ['name', 'email', 'phone', 'userId', 'structureIds'] as const;
type Field = (typeof FIELDS)[number];

interface ResidentModalProps {
  resident?: Resident;
  onClose: () => void;
  onSaved?: (resident: Resident) => void;
}

/** A resident's name, email, phone, platform user and structures, checked by the contract's schemas (418s on their fields). */
export function ResidentModal({ resident, onClose, onSaved }: ResidentModalProps) {
  const { t } = useTranslation('neuron');
  const save = useSaveResident();
  const [structureIds, setStructureIds] = useState<string[]>(
    () => resident?.structures.map((item) => String(item.id)) ?? [],
  );
  const { values, change, parse, fields, input } = useContractForm<Field>(
    FIELDS,
    {
      name: resident?.name ?? '',
      email: resident?.email ?? '',
      phone: resident?.phone ?? '',
      userId: resident?.user ? String(resident.user.id) : '',
      structureIds: '',
    },
    'neuron',
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const draft = {
      name: values.name,
      email: values.email,
      phone: values.phone,
      userId: values.userId === '' ? null : Number(values.userId),
      structureIds: structureIds.map(Number),
    };
    const body = resident ? parse(residentUpdate, draft) : parse(residentInput, draft);
    if (!body) return;
    save.mutate({ id: resident?.id ?? null, body }, closeOnSave(onClose, fields, onSaved));
  };

  return (
    <FormModal
      title={t(resident ? 'residents.editTitle' : 'residents.createTitle')}
      onClose={onClose}
      onSubmit={submit}
      saving={save.isPending}
      error={save.error}
      shown={FIELDS}
      size="lg"
    >
      <TextInput label={t('residents.name')} {...input('name')} withAsterisk data-autofocus />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label={t('residents.email')} type="email" dir="ltr" {...input('email')} />
        <TextInput label={t('residents.phone')} type="tel" dir="ltr" {...input('phone')} />
      </SimpleGrid>
      <CompanyUserSelect
        label={t('residents.user')}
        description={t('residents.userHint')}
        placeholder={t('residents.noUser')}
        nothingFound={t('residents.noUsers')}
        loading={t('common.loading')}
        value={values.userId}
        current={resident?.user?.email}
        onChange={(value) => change('userId', value)}
        error={fields.message('userId')}
      />
      <StructuresSelect
        label={t('residents.structures')}
        value={structureIds}
        current={resident?.structures}
        onChange={(value) => {
          setStructureIds(value);
          fields.clear('structureIds');
        }}
        error={fields.message('structureIds')}
      />
    </FormModal>
  );
}
