import { SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface VisitorDraft {
  name: string;
  email: string;
  plate: string;
}

export const EMPTY_VISITOR: VisitorDraft = { name: '', email: '', plate: '' };

/** The body of a visitor draft: a blank plate is no car. */
export const visitorBody = (draft: VisitorDraft) => ({
  name: draft.name,
  email: draft.email,
  plate: draft.plate.trim() === '' ? null : draft.plate,
});

interface VisitorFieldsProps {
  value: VisitorDraft;
  onChange: (value: VisitorDraft) => void;
  /** Each field's message (contract or 418). */
  error: (field: keyof VisitorDraft) => string | undefined;
  /** The visitor's position in a list (1-based), named in the labels; none for a single visitor. */
  index?: number;
}

/** A visitor's name, email and optional car plate. */
export function VisitorFields({ value, onChange, error, index }: VisitorFieldsProps) {
  const { t } = useTranslation('facility-booking');
  const label = (field: keyof VisitorDraft) =>
    index === undefined ? t(`visitor.${field}`) : t(`visitor.${field}Of`, { n: index });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <TextInput
        label={label('name')}
        value={value.name}
        onChange={(event) => onChange({ ...value, name: event.currentTarget.value })}
        error={error('name')}
        withAsterisk
      />
      <TextInput
        label={label('email')}
        type="email"
        dir="ltr"
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.currentTarget.value })}
        error={error('email')}
        withAsterisk
      />
      <TextInput
        label={label('plate')}
        description={t('visitor.plateHint')}
        dir="ltr"
        value={value.plate}
        onChange={(event) => onChange({ ...value, plate: event.currentTarget.value })}
        error={error('plate')}
      />
    </SimpleGrid>
  );
}
