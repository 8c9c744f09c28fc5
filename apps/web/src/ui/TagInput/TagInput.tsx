import { addTags, TAG_SEPARATORS, tagCountError } from '@atrium/contracts';
import { Pill, PillsInput } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { ruleMessage, useWidgetsTranslation } from '../i18n/widgets/index.ts';

export interface TagInputProps {
  value: string[];
  onChange: (tags: string[]) => void;
  /** R68: the most tags allowed. */
  max?: number;
  label?: ReactNode;
  placeholder?: string;
  /** Default: how to separate tags. */
  description?: ReactNode;
  /** The form's own message (e.g. a 418 field error), shown before the input's. */
  error?: ReactNode;
  disabled?: boolean;
  required?: boolean;
}

/**
 * Tags typed or pasted (R67, R68): a comma, semicolon or pipe, Enter or leaving the field turns the text
 * into tags through the contract's `addTags` (trimmed, blanks and duplicates dropped). Tags beyond `max`
 * stay in the box for editing and the contract's message says why; Backspace in an empty box removes the
 * last tag.
 */
export function TagInput({
  value,
  onChange,
  max,
  label,
  placeholder,
  description,
  error,
  disabled,
  required,
}: TagInputProps) {
  const { t } = useWidgetsTranslation();
  const [draft, setDraft] = useState('');
  const [limitError, setLimitError] = useState<string | null>(null);

  const commit = (text: string) => {
    const result = addTags(value, text, max);
    if (result.tags.length !== value.length) onChange(result.tags);
    setDraft(result.rejected.join(', '));
    setLimitError(result.error);
  };
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index));
    setLimitError(null);
  };
  const message = error ?? limitError ?? tagCountError(value, max);

  return (
    <PillsInput
      label={label ?? t('tagInput.label')}
      description={description ?? t('tagInput.hint')}
      error={typeof message === 'string' ? ruleMessage(t, message) : message}
      disabled={disabled}
      required={required}
    >
      <Pill.Group>
        {value.map((tag, index) => (
          <Pill
            key={tag}
            withRemoveButton={!disabled}
            onRemove={() => remove(index)}
            // Mantine hides the remove buttons from assistive technology; ours are named and reachable.
            removeButtonProps={{
              'aria-label': t('tagInput.remove', { tag }),
              'aria-hidden': false,
              tabIndex: 0,
            }}
          >
            {tag}
          </Pill>
        ))}
        <PillsInput.Field
          value={draft}
          placeholder={placeholder ?? t('tagInput.placeholder')}
          onChange={(event) => {
            const text = event.currentTarget.value;
            setLimitError(null);
            if (TAG_SEPARATORS.test(text)) commit(text);
            else setDraft(text);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(draft);
            } else if (event.key === 'Backspace' && draft === '' && value.length > 0) {
              remove(value.length - 1);
            }
          }}
          onBlur={() => {
            if (draft.trim() !== '') commit(draft);
          }}
        />
      </Pill.Group>
    </PillsInput>
  );
}
