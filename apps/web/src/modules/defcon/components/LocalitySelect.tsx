import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { describeError } from '../../../lib/errors.ts';
import { useLocalities } from '../api/police.ts';

interface LocalitySelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** One locality (the customer's), chosen among the police localities. */
export function LocalitySelect({ label, value, onChange, error }: LocalitySelectProps) {
  const { t } = useTranslation('defcon');
  const localities = useLocalities();
  return (
    <Select
      label={label}
      data={(localities.data ?? []).map((item) => ({ value: String(item.id), label: item.name }))}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      placeholder={localities.isPending ? t('common.loading') : undefined}
      error={error ?? (localities.isError ? describeError(t, localities.error) : undefined)}
      searchable
      withAsterisk
    />
  );
}
