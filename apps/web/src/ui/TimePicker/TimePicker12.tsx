import {
  type Meridiem,
  normalizeHour12,
  normalizeMinute,
  normalizeTime12,
  pad2,
  type Time12,
} from '@atrium/contracts';
import { Group, Input, SegmentedControl, Text, TextInput } from '@mantine/core';
import { type FocusEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useWidgetsTranslation } from '../i18n/widgets/index.ts';

export interface TimePicker12Props {
  label?: ReactNode;
  /** null until a time is entered. */
  value: Time12 | null;
  onChange: (value: Time12) => void;
  disabled?: boolean;
  /** Shown under the inputs (already translated). */
  error?: ReactNode;
  required?: boolean;
}

const shown = (value: number | undefined) => (value === undefined ? '' : pad2(value));

/**
 * A 12-hour time (R81, R82): hour and minute boxes and an AM/PM choice. The contract normalises a box when
 * it loses focus (hour 0 becomes 12, above 12 is 12; minute above 59 is 59; both padded to two digits); the
 * time is reported when focus leaves the picker, on Enter, or when AM/PM changes.
 */
export function TimePicker12({ label, value, onChange, disabled, error, required }: TimePicker12Props) {
  const { t } = useWidgetsTranslation();
  const labelId = useId();
  const errorId = useId();
  const [hour, setHour] = useState(shown(value?.hour));
  const [minute, setMinute] = useState(shown(value?.minute));
  const meridiem = value?.meridiem ?? 'AM';

  useEffect(() => {
    setHour(shown(value?.hour));
    setMinute(shown(value?.minute));
  }, [value?.hour, value?.minute]);

  const commit = (nextMeridiem: Meridiem = meridiem) => {
    const next = normalizeTime12(hour, minute, nextMeridiem);
    setHour(pad2(next.hour));
    setMinute(pad2(next.minute));
    if (next.hour !== value?.hour || next.minute !== value?.minute || next.meridiem !== value?.meridiem) {
      onChange(next);
    }
  };
  const commitIfTyped = () => {
    if (value !== null || hour !== '' || minute !== '') commit();
  };
  // Leaving the hour for the minute must not fill the minute in yet: a box is tidied on its own blur, the
  // time is reported when focus leaves the picker (or on Enter).
  const onGroupBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) commitIfTyped();
  };
  const box = (name: 'hour' | 'minute', text: string, set: (text: string) => void) => (
    <TextInput
      aria-label={t(`timePicker.${name}`)}
      value={text}
      onChange={(event) => set(event.currentTarget.value)}
      onBlur={() => {
        if (text === '') return;
        set(pad2(name === 'hour' ? normalizeHour12(text) : normalizeMinute(text)));
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commitIfTyped();
      }}
      placeholder="--"
      inputMode="numeric"
      maxLength={2}
      w={52}
      disabled={disabled}
      error={!!error}
      styles={{ input: { textAlign: 'center' } }}
    />
  );

  return (
    <Input.Wrapper
      label={label}
      labelElement="div"
      labelProps={{ id: labelId }}
      error={error}
      errorProps={{ id: errorId }}
      required={required}
    >
      {/* Times read hour:minute left to right in Arabic too. */}
      <Group
        gap={6}
        wrap="nowrap"
        w="fit-content"
        dir="ltr"
        role="group"
        aria-labelledby={label ? labelId : undefined}
        aria-describedby={error ? errorId : undefined}
        onBlur={onGroupBlur}
      >
        {box('hour', hour, setHour)}
        <Text aria-hidden fw={600}>
          :
        </Text>
        {box('minute', minute, setMinute)}
        <SegmentedControl
          aria-label={t('timePicker.meridiem')}
          size="sm"
          value={meridiem}
          disabled={disabled}
          onChange={(next) => commit(next as Meridiem)}
          data={[
            { value: 'AM', label: t('timePicker.am') },
            { value: 'PM', label: t('timePicker.pm') },
          ]}
        />
      </Group>
    </Input.Wrapper>
  );
}
