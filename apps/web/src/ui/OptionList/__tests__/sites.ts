import { vi } from 'vitest';
import type { FilterOption, OptionSource } from '../types.ts';

/** 25 options, "Site 01" to "Site 25", for the option list tests. */
export const SITES: FilterOption[] = Array.from({ length: 25 }, (_, index) => ({
  value: String(index + 1),
  label: `Site ${String(index + 1).padStart(2, '0')}`,
}));

/** A fake server: filters by label, pages by limit/skip, says the total. */
export const fakeSource = (all: readonly FilterOption[] = SITES) =>
  vi.fn<OptionSource>(async ({ search, skip, limit }) => {
    const matching = all.filter((option) => option.label.toLowerCase().includes(search.toLowerCase()));
    return { options: matching.slice(skip, skip + limit), total: matching.length };
  });
