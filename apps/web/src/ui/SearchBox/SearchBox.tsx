import { normalizeSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@atrium/contracts';
import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

export interface SearchBoxProps
  extends Omit<TextInputProps, 'value' | 'defaultValue' | 'onChange' | 'maxLength'> {
  /** The applied term; when it changes from outside (a reset, a restored filter) the input follows. */
  value?: string;
  /** Called with the trimmed term 700 ms after typing stops, at once on Enter or clear; '' clears the filter. */
  onSearch: (term: string) => void;
  /** Default 700 ms (R70). */
  debounceMs?: number;
}

/** The term to send: trimmed, at most 100 characters, '' for none (contracts' rule, R69/R71). */
const termOf = (raw: string | null | undefined) => normalizeSearch(raw) ?? '';

/** R69-R71: at most 100 characters, 700 ms debounce, trimmed, empty clears the filter. */
export function SearchBox({
  value = '',
  onSearch,
  debounceMs = SEARCH_DEBOUNCE_MS,
  ...props
}: SearchBoxProps) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  const textRef = useRef(text);
  const emitted = useRef(termOf(value));
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;

  // Follow a value changed from outside (a reset, a restored filter). The echo of our own term is not one:
  // the user may have typed on since it was sent, and overwriting the input would drop those letters.
  useEffect(() => {
    const applied = termOf(value);
    if (applied === emitted.current) return;
    emitted.current = applied;
    if (termOf(textRef.current) !== applied) {
      textRef.current = value;
      setText(value);
    }
  }, [value]);

  const emit = (raw: string) => {
    const term = termOf(raw);
    if (term === emitted.current) return;
    emitted.current = term;
    onSearchRef.current(term);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: emit reads refs only
  useEffect(() => {
    const timer = setTimeout(() => emit(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  const change = (next: string) => {
    textRef.current = next;
    setText(next);
  };

  return (
    <TextInput
      type="search"
      aria-label={t('search.label')}
      placeholder={t('search.placeholder')}
      leftSection={<IconSearch size={16} />}
      rightSection={
        text ? (
          <CloseButton
            size="sm"
            aria-label={t('search.clear')}
            onClick={() => {
              change('');
              emit('');
            }}
          />
        ) : null
      }
      {...props}
      value={text}
      maxLength={SEARCH_MAX_LENGTH}
      onChange={(event) => change(event.currentTarget.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') emit(text);
        props.onKeyDown?.(event);
      }}
    />
  );
}
