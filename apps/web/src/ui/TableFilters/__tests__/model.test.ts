import { describe, expect, test } from 'vitest';
import {
  amountKeys,
  appliedRange,
  dependentsOf,
  filterDefinitionErrors,
  hasValue,
  isEnabled,
  parentValueOf,
  selectedValues,
  selectPatch,
  toOption,
  withFilter,
  withoutFilter,
} from '../model.ts';
import type { FilterDefinition, SelectFilterDefinition } from '../types.ts';

const country: SelectFilterDefinition = {
  type: 'select',
  key: 'country',
  label: 'Country',
  multiple: false,
  optionValue: 'code',
  optionLabel: 'name',
  options: [
    { code: 'AE', name: 'United Arab Emirates' },
    { code: 'SA', name: 'Saudi Arabia' },
  ],
};
const city: SelectFilterDefinition = {
  type: 'select',
  key: 'city',
  label: 'City',
  parent: 'country',
  multiple: true,
  optionValue: 'id',
  search: async () => ({ items: [] }),
};
const district: SelectFilterDefinition = { ...city, key: 'district', label: 'District', parent: 'city' };
const battery: FilterDefinition = { type: 'amount', key: 'battery', label: 'Battery', min: 0, max: 100 };
const ALL: FilterDefinition[] = [country, city, district, battery];

describe('[UI][TABLE-FILTERS] filter rules', () => {
  test('R91 a filter needs type, label, optionValue; a select also multiple and options or a search', () => {
    expect(filterDefinitionErrors(ALL)).toEqual([]);
    const broken = [
      { ...country, label: '' },
      { ...city, optionValue: '', search: undefined },
      { ...country, key: 'x', multiple: undefined as unknown as boolean },
    ];
    expect(filterDefinitionErrors(broken)).toEqual([
      'country: Filter label must be provided',
      'city: Filter optionValue must be provided',
      'city: Select filter needs options or a search function',
      'x: Select filter must say whether it is multiple',
    ]);
  });

  test('R91 keys are unique and a parent must exist', () => {
    expect(filterDefinitionErrors([country, { ...country }, { ...city, parent: 'region' }])).toEqual([
      'country: the key is used twice',
      'city: unknown parent "region"',
    ]);
  });

  test('R39 a dependent filter is enabled once its parent has a value (R95 an empty string is none)', () => {
    expect(isEnabled(ALL, {}, city)).toBe(false);
    expect(isEnabled(ALL, { country: '' }, city)).toBe(false);
    expect(isEnabled(ALL, { country: 'AE' }, city)).toBe(true);
    expect(isEnabled(ALL, { country: 'AE' }, district)).toBe(false);
    expect(isEnabled(ALL, {}, country)).toBe(true);
  });

  test('A68 a dependent filter sends its parent value', () => {
    expect(parentValueOf(ALL, { country: 'AE' }, city)).toBe('AE');
    expect(parentValueOf(ALL, { country: 'AE' }, country)).toBeUndefined();
  });

  test('R40 a new parent value clears its dependents, down the chain; the same value keeps them', () => {
    const filter = { country: 'AE', city: ['1', '2'], district: ['9'], status: 'on' };
    expect(dependentsOf(ALL, 'country').map((definition) => definition.key)).toEqual(['city', 'district']);
    expect(withFilter(ALL, filter, country, { country: 'SA' })).toEqual({ country: 'SA', status: 'on' });
    expect(withFilter(ALL, filter, country, { country: 'AE' })).toEqual(filter);
    expect(withFilter(ALL, filter, city, { city: ['1'] })).toEqual({
      country: 'AE',
      city: ['1'],
      status: 'on',
    });
    expect(withFilter(ALL, filter, city, { city: null })).toEqual({ country: 'AE', status: 'on' });
  });

  test('R40 removing a filter removes its dependents', () => {
    expect(
      withoutFilter(ALL, { country: 'AE', city: ['1'], district: ['9'], status: 'on' }, country),
    ).toEqual({
      status: 'on',
    });
  });

  test('select values: options by optionValue/optionLabel, one value or a list, none is null', () => {
    expect(toOption(country, { code: 'AE', name: 'United Arab Emirates' })).toEqual({
      value: 'AE',
      label: 'United Arab Emirates',
    });
    expect(toOption(city, { id: 7 })).toEqual({ value: '7', label: '7' });
    expect(selectPatch(country, [{ value: 'AE', label: 'x' }])).toEqual({ country: 'AE' });
    expect(
      selectPatch(city, [
        { value: '1', label: 'a' },
        { value: '2', label: 'b' },
      ]),
    ).toEqual({
      city: ['1', '2'],
    });
    expect(selectPatch(city, [])).toEqual({ city: null });
    expect(selectedValues(city, { city: [1, 2] })).toEqual(['1', '2']);
    expect(selectedValues(country, { country: 'AE' })).toEqual(['AE']);
    expect(selectedValues(country, {})).toEqual([]);
  });

  test('R84-R88 an amount filter writes <key>Min and <key>Max; the applied range is kept in bounds', () => {
    if (battery.type !== 'amount') throw new Error('amount expected');
    expect(amountKeys(battery)).toEqual({ min: 'batteryMin', max: 'batteryMax' });
    expect(hasValue(battery, {})).toBe(false);
    expect(appliedRange(battery, {})).toBeNull();
    expect(appliedRange(battery, { batteryMin: 20, batteryMax: 60 })).toEqual({ min: 20, max: 60 });
    expect(appliedRange(battery, { batteryMin: -5, batteryMax: 900 })).toEqual({ min: 0, max: 100 });
    expect(appliedRange(battery, { batteryMax: 40 })).toEqual({ min: 0, max: 40 });
  });
});
