import { INVALID_TIME, isTime24 } from '@atrium/contracts';
import { TextInput, type TextInputProps } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { ruleMessage, useWidgetsTranslation } from '../i18n/widgets/index.ts';

export interface TimeFieldProps extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange'> {
  /** HH:mm, or null when empty. */
  value: string | null;
  /** Called with a valid HH:mm, or null when the box is emptied. */
  onChange: (value: string | null) => void;
}

/**
 * A 24-hour time typed as HH:mm (R80, mask R193): hours 00-23, minutes 00-59, two digits each. A text that
 * is not one keeps the last valid value and shows the contract's message until it is corrected.
 */
export function TimeField({ value, onChange, error, ...props }: TimeFieldProps) {
  const { t } = useWidgetsTranslation();
  const [text, setText] = useState(value ?? '');
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    setText(value ?? '');
    setInvalid(false);
  }, [value]);

  const check = () => {
    const trimmed = text.trim();
    if (trimmed === '') {
      setInvalid(false);
      if (value !== null) onChange(null);
    } else if (isTime24(trimmed)) {
      setInvalid(false);
      if (trimmed !== value) onChange(trimmed);
    } else {
      setInvalid(true);
    }
  };

  return (
    <TextInput
      placeholder="HH:mm"
      leftSection={<IconClock size={16} />}
      inputMode="numeric"
      maxLength={5}
      dir="ltr"
      {...props}
      value={text}
      error={error ?? (invalid ? ruleMessage(t, INVALID_TIME) : undefined)}
      onChange={(event) => setText(event.currentTarget.value)}
      onBlur={(event) => {
        check();
        props.onBlur?.(event);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') check();
        props.onKeyDown?.(event);
      }}
    />
  );
}
