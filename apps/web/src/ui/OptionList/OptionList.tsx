import { normalizeSearch, SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@atrium/contracts';
import { Box, Button, Checkbox, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TableFilterValue } from '../DataTable/types.ts';
import { useFilterTexts } from '../i18n/filters/useFilterTexts.ts';
import { LOAD_MORE_AT, OPTION_LIST_HEIGHT, OPTION_PAGE_SIZE } from './constants.ts';
import type { FilterOption, OptionSource } from './types.ts';
import { useOptionPages } from './useOptionPages.ts';

export interface OptionListProps {
  /** Accessible name of the list (the filter's label). */
  label: string;
  /** The chosen options (at most one unless `multiple`). */
  value: readonly FilterOption[];
  onChange: (next: FilterOption[]) => void;
  multiple?: boolean;
  /** Server-backed options, a page at a time. */
  load?: OptionSource;
  /** Fixed options, searched in place (used when there is no `load`). */
  options?: readonly FilterOption[];
  /** A68: the parent filter's value, sent along with each page request of a dependent filter. */
  parentValue?: TableFilterValue;
  /** R184: 10 by default. */
  pageSize?: number;
  /** R187: 160 px by default. */
  height?: number;
  searchable?: boolean;
  /** R183: 700 ms by default. */
  debounceMs?: number;
  disabled?: boolean;
  /** Identifies `load` in the query cache (default: private to this list). */
  queryKey?: readonly unknown[];
}

const matches = (option: FilterOption, term: string) =>
  term === '' || option.label.toLowerCase().includes(term.toLowerCase());

/**
 * A searchable list of options to pick from (spec §2 filters, §9): checkboxes when `multiple`, radios
 * otherwise. Server-backed lists load 10 at a time with `skip` and fetch the next page once scrolled past
 * 90 % of their 160 px (R184, R187, A68).
 */
export function OptionList({
  label,
  value,
  onChange,
  multiple = false,
  load,
  options,
  parentValue,
  pageSize = OPTION_PAGE_SIZE,
  height = OPTION_LIST_HEIGHT,
  searchable = true,
  debounceMs = SEARCH_DEBOUNCE_MS,
  disabled = false,
  queryKey,
}: OptionListProps) {
  const { t } = useFilterTexts();
  const ownKey = useId();
  const name = useId();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, debounceMs);
  const term = normalizeSearch(debounced) ?? '';
  const viewport = useRef<HTMLDivElement>(null);
  const pages = useOptionPages({
    source: load,
    search: term,
    pageSize,
    parentValue,
    enabled: !disabled,
    cacheKey: queryKey ?? [ownKey],
  });
  const items = useMemo(
    () =>
      load
        ? (pages.data?.pages.flatMap((page) => page.options) ?? [])
        : (options ?? []).filter((option) => matches(option, term)),
    [load, pages.data, options, term],
  );
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;

  const loadMoreIfNeeded = (force: boolean) => {
    const element = viewport.current;
    if (!load || !element || !hasNextPage || isFetchingNextPage) return;
    const { scrollTop, clientHeight, scrollHeight } = element;
    const unfilled = clientHeight > 0 && scrollHeight <= clientHeight;
    if (unfilled || (force && (scrollTop + clientHeight) / scrollHeight >= LOAD_MORE_AT))
      void fetchNextPage();
  };
  // A page too short to scroll could never reach 90 %: fetch on until the list overflows.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check after every page
  useEffect(() => loadMoreIfNeeded(false), [items.length, hasNextPage, isFetchingNextPage]);

  const chosen = new Set(value.map((option) => option.value));
  const toggle = (option: FilterOption, on: boolean) => {
    if (!multiple) onChange([option]);
    else if (on) onChange([...value.filter((item) => item.value !== option.value), option]);
    else onChange(value.filter((item) => item.value !== option.value));
  };

  let status: ReactNode = null;
  if (load && pages.isPending && !disabled) {
    status = (
      <Loader size="xs" mx="auto" my={6} display="block" role="status" aria-label={t('options.loading')} />
    );
  } else if (load && pages.isError) {
    status = (
      <Stack gap={4} align="center" py={6}>
        <Text size="xs" c="red.7">
          {t('options.failed')}
        </Text>
        <Button size="compact-xs" variant="subtle" onClick={() => void pages.refetch()}>
          {t('options.retry')}
        </Button>
      </Stack>
    );
  } else if (items.length === 0) {
    status = (
      <Text size="xs" c="dimmed" ta="center" py={6}>
        {t('options.empty')}
      </Text>
    );
  }

  return (
    <Stack gap={6}>
      {searchable && (
        <TextInput
          size="xs"
          type="search"
          aria-label={t('options.search')}
          placeholder={t('options.search')}
          leftSection={<IconSearch size={14} />}
          value={search}
          maxLength={SEARCH_MAX_LENGTH}
          disabled={disabled}
          onChange={(event) => setSearch(event.currentTarget.value)}
        />
      )}
      <Box
        ref={viewport}
        role="group"
        aria-label={label}
        aria-busy={pages.isFetching}
        data-testid="option-list"
        px={4}
        style={{ height, overflowY: 'auto', scrollbarWidth: 'thin' }}
        onScroll={() => loadMoreIfNeeded(true)}
      >
        <Stack gap={8} py={4}>
          {items.map((option) =>
            multiple ? (
              <Checkbox
                key={option.value}
                size="xs"
                label={option.label}
                checked={chosen.has(option.value)}
                disabled={disabled}
                onChange={(event) => toggle(option, event.currentTarget.checked)}
              />
            ) : (
              <Radio
                key={option.value}
                size="xs"
                name={name}
                label={option.label}
                checked={chosen.has(option.value)}
                disabled={disabled}
                onChange={() => toggle(option, true)}
              />
            ),
          )}
        </Stack>
        {status}
        {isFetchingNextPage && (
          <Text size="xs" c="dimmed" ta="center" py={4}>
            {t('options.loadingMore')}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
