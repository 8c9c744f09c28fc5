import { NumberInput } from '@mantine/core';

interface NumberFieldProps {
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  description?: string;
}

/** A whole-number parameter, left empty when it is not to change. */
export function NumberField({ label, value, error, onChange, description }: NumberFieldProps) {
  return (
    <NumberInput
      label={label}
      description={description}
      value={value}
      onChange={(next) => onChange(String(next))}
      error={error}
      allowDecimal={false}
    />
  );
}

/** The form's values as a body: empty fields are left out (the call changes only what is given). */
export const filledOnly = (values: Record<string, string>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value.trim() !== ''));
