import { z } from 'zod';
import { FILTER_CONFIG } from './messages.ts';
import { toNumber } from './numbers.ts';

// ---- Amount filter (R84-R88) --------------------------------------------------------------------------
// The filter keeps a range inside its bounds by correcting input (clamping) rather than showing errors;
// "ignored" means the edit is dropped and the previous range stays, as a user typing into the box sees it.

/** The lowest and highest amounts the filter allows. */
export interface AmountBounds {
  min: number;
  max: number;
}

/** The range the user has chosen. */
export interface AmountRange {
  min: number;
  max: number;
}

/** R86: a missing, blank or non-numeric amount becomes 0. */
export const toAmount = (value: unknown) => toNumber(value) ?? 0;

/** R86: the filter's bounds from its configuration, missing ones as 0. */
export const amountBounds = (config: { min?: unknown; max?: unknown }): AmountBounds => ({
  min: toAmount(config.min),
  max: toAmount(config.max),
});

const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);

/**
 * R84/R86/R87: set the minimum. A negative value is ignored; otherwise it is kept within the filter's bounds,
 * and the maximum is raised to it if it would fall below (R85).
 */
export function setAmountMin(range: AmountRange, next: unknown, bounds: AmountBounds): AmountRange {
  const value = toAmount(next);
  if (value < 0) return range;
  const min = clamp(value, bounds.min, bounds.max);
  return { min, max: Math.max(range.max, min) };
}

/**
 * R85/R86/R88: set the maximum. A value below the filter's minimum is ignored; otherwise it is kept between
 * the chosen minimum and the filter's maximum.
 */
export function setAmountMax(range: AmountRange, next: unknown, bounds: AmountBounds): AmountRange {
  const value = toAmount(next);
  if (value < bounds.min) return range;
  return { min: range.min, max: clamp(value, range.min, bounds.max) };
}

/**
 * R84-R88: a range from a request, e.g. `?min=&max=`: starts from the full bounds and applies the given ends
 * (an absent key leaves its end alone; a present but blank one counts as 0).
 */
export function normalizeAmountRange(
  input: { min?: unknown; max?: unknown },
  bounds: AmountBounds,
): AmountRange {
  let range: AmountRange = { min: bounds.min, max: bounds.max };
  if (input.min !== undefined) range = setAmountMin(range, input.min, bounds);
  if (input.max !== undefined) range = setAmountMax(range, input.max, bounds);
  return range;
}

/** R84/R85: whether a range already obeys the rules (e.g. to check one sent by a client). */
export const isAmountRangeValid = (range: AmountRange, bounds: AmountBounds) =>
  range.min >= bounds.min && range.min <= bounds.max && range.max >= range.min && range.max <= bounds.max;

// ---- Apply button (R89, R90) --------------------------------------------------------------------------

/** R89: multi-select Apply is disabled when nothing is chosen or the choice equals the applied one (any order). */
export function isMultiApplyDisabled<T>(
  selected: readonly T[],
  applied: readonly T[] | null | undefined,
  key: (item: T) => unknown = (item) => item,
): boolean {
  if (selected.length === 0) return true;
  const chosen = new Set(selected.map(key));
  const current = new Set((applied ?? []).map(key));
  return chosen.size === current.size && [...chosen].every((k) => current.has(k));
}

/** R90: single-select Apply is disabled when the value equals the applied one (null and undefined alike). */
export const isSingleApplyDisabled = <T>(value: T, applied: T, key: (item: T) => unknown = (item) => item) =>
  value === null || value === undefined
    ? applied === null || applied === undefined
    : applied !== null && applied !== undefined && Object.is(key(value), key(applied));

// ---- Filter configuration (R91) -----------------------------------------------------------------------

/** R91: filter types that are selects and so need `multiple` plus `options` or `search`. */
export const SELECT_FILTER_TYPES: readonly string[] = ['select'];

/** R91: a filter as a table declares it. */
export interface FilterConfig {
  type: string;
  label: string;
  /** The option field that holds the value sent to the server. */
  optionValue: string;
  multiple?: boolean;
  options?: readonly unknown[];
  /** Loads options for a search term (selects whose options come from the server). */
  search?: (term: string) => unknown;
}

const nonBlank = (v: unknown) => typeof v === 'string' && v.trim() !== '';

/** R91: the configuration mistakes in `config`, empty when it is usable. */
export function filterConfigErrors(config: unknown): string[] {
  if (typeof config !== 'object' || config === null) return [FILTER_CONFIG.type];
  const c = config as Partial<Record<keyof FilterConfig, unknown>>;
  const errors: string[] = [];
  if (!nonBlank(c.type)) errors.push(FILTER_CONFIG.type);
  if (!nonBlank(c.label)) errors.push(FILTER_CONFIG.label);
  if (!nonBlank(c.optionValue)) errors.push(FILTER_CONFIG.optionValue);
  if (typeof c.type === 'string' && SELECT_FILTER_TYPES.includes(c.type)) {
    if (typeof c.multiple !== 'boolean') errors.push(FILTER_CONFIG.multiple);
    if (!Array.isArray(c.options) && typeof c.search !== 'function') errors.push(FILTER_CONFIG.options);
  }
  return errors;
}

/** R91: a filter configuration (extra keys kept). */
export const filterConfigSchema = z
  .looseObject({})
  .superRefine((config, ctx) => {
    for (const message of filterConfigErrors(config)) ctx.addIssue({ code: 'custom', message });
  })
  .transform((config) => config as unknown as FilterConfig & Record<string, unknown>);
