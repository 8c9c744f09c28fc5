import { TextInput, type TextInputProps } from '@mantine/core';

export interface OneTimeCodeInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: string;
  /** Called with the digits typed or pasted, spaces and dashes dropped ("123 456" → "123456"). */
  onChange: (value: string) => void;
  /** Default 6. */
  length?: number;
}

/**
 * A one-time code (authenticator app, texted code): the phone's number pad, the browser's one-time-code
 * autofill, left to right in Arabic too, and what apps show as "123 456" accepted as typed.
 */
export function OneTimeCodeInput({ value, onChange, length = 6, ...props }: OneTimeCodeInputProps) {
  return (
    <TextInput
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      spellCheck={false}
      maxLength={length + 2}
      styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value.replace(/[\s-]/g, ''))}
    />
  );
}
