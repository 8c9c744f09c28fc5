import type { Paged } from '@atrium/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { makePeople, type Person, peopleColumns } from '../../DataTable/__tests__/people.ts';
import { renderWidget } from '../../DataTable/__tests__/renderWidget.tsx';
import { DataTable, type TableQuery } from '../../DataTable/index.ts';
import { filterTexts } from '../../i18n/filters/useFilterTexts.ts';
import type { FilterDefinition } from '../index.ts';

/** People live in Dubai, Cairo, Riyadh and Amman (makePeople), aged 20 to 69. */
const COUNTRIES = [
  { code: 'AE', name: 'United Arab Emirates', cities: ['Dubai', 'Sharjah'] },
  { code: 'EG', name: 'Egypt', cities: ['Cairo', 'Giza'] },
  { code: 'SA', name: 'Saudi Arabia', cities: ['Riyadh'] },
  { code: 'JO', name: 'Jordan', cities: ['Amman'] },
];

const citySearch = vi.fn(async ({ parentValue }: { parentValue?: unknown }) => {
  const cities = COUNTRIES.find((country) => country.code === parentValue)?.cities ?? [];
  return { items: cities.map((name) => ({ name })), total: cities.length };
});

const FILTERS: FilterDefinition[] = [
  {
    type: 'select',
    key: 'country',
    label: 'Country',
    multiple: false,
    optionValue: 'code',
    optionLabel: 'name',
    options: COUNTRIES,
  },
  {
    type: 'select',
    key: 'city',
    label: 'City',
    parent: 'country',
    multiple: true,
    optionValue: 'name',
    optionLabel: 'name',
    search: citySearch,
  },
  { type: 'amount', key: 'age', label: 'Age', min: 20, max: 69 },
];

/** An in-memory server over 200 people that understands the three filters; `fail` makes it refuse. */
function server() {
  const people = makePeople(200);
  const queries: TableQuery[] = [];
  let fail: ((query: TableQuery) => boolean) | null = null;
  const fetchPage = async (query: TableQuery): Promise<Paged<Person>> => {
    queries.push(query);
    if (fail?.(query)) throw new Error('server down');
    const { country, city, ageMin, ageMax } = query.filter;
    const inCountry = COUNTRIES.find((item) => item.code === country)?.cities;
    const rows = people.filter(
      (person) =>
        (!inCountry || inCountry.includes(person.city)) &&
        (!Array.isArray(city) || city.includes(person.city)) &&
        (ageMin === undefined || person.age >= Number(ageMin)) &&
        (ageMax === undefined || person.age <= Number(ageMax)),
    );
    return { data: rows.slice(query.offset, query.offset + query.limit), totalRecords: rows.length };
  };
  return {
    fetchPage,
    queries,
    last: () => queries.at(-1),
    failWhen: (predicate: (query: TableQuery) => boolean) => {
      fail = predicate;
    },
  };
}

function renderTable() {
  const backend = server();
  const view = renderWidget(
    <DataTable columns={peopleColumns} fetchPage={backend.fetchPage} filters={FILTERS} view="rows" />,
  );
  return { ...view, backend };
}

const range = () => screen.getByTestId('data-table-range');
const chips = () =>
  within(screen.getByRole('list', { name: 'Applied filters' }))
    .getAllByRole('listitem')
    .map((chip) => chip.textContent);
const panel = () => screen.getByRole('dialog');

async function openFilter(user: ReturnType<typeof renderTable>['user'], name: string | RegExp) {
  await user.click(screen.getByRole('button', { name: 'Add Filter' }));
  await user.click(await screen.findByRole('menuitem', { name }));
  return screen.findByRole('dialog', { name: typeof name === 'string' ? name : undefined });
}

describe('[UI][TABLE-FILTERS] Add Filter, chips and side panel on a DataTable', { timeout: 30_000 }, () => {
  test('A49 R36 applying a filter reloads from page 1 with the total recomputed and shows a chip', async () => {
    const { user, backend } = renderTable();
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(range()).toHaveTextContent('51–100 of 200'));

    await openFilter(user, 'Country');
    await user.click(within(panel()).getByRole('radio', { name: 'Egypt' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));

    await waitFor(() => expect(backend.last()).toMatchObject({ offset: 0, filter: { country: 'EG' } }));
    await waitFor(() => expect(range()).toHaveTextContent('1–50 of 50'));
    expect(chips()).toEqual(['Country: Egypt']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  test('R90 single select: Apply is disabled until another value is chosen', async () => {
    const { user } = renderTable();
    await screen.findByText('Person 00001');
    await openFilter(user, 'Country');
    const apply = within(panel()).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.click(within(panel()).getByRole('radio', { name: 'Jordan' }));
    expect(apply).toBeEnabled();
    await user.click(apply);
    await waitFor(() => expect(chips()).toEqual(['Country: Jordan']));

    await user.click(screen.getByRole('button', { name: 'Edit filter Country: Jordan' }));
    expect(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Jordan' })).toBeChecked();
    expect(within(panel()).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test('R39 A68 R89 the dependent City waits for Country, loads with its value; Apply needs a new choice', async () => {
    const { user, backend } = renderTable();
    await screen.findByText('Person 00001');
    await user.click(screen.getByRole('button', { name: 'Add Filter' }));
    const cityItem = await screen.findByRole('menuitem', { name: /City/ });
    expect(cityItem).toBeDisabled();
    expect(cityItem).toHaveTextContent('Choose Country first');
    await user.click(screen.getByRole('menuitem', { name: 'Country' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('radio', { name: 'United Arab Emirates' }),
    );
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(chips()).toEqual(['Country: United Arab Emirates']));

    await openFilter(user, 'City');
    expect(panel()).toHaveTextContent('Depends on Country');
    const dubai = await within(panel()).findByRole('checkbox', { name: 'Dubai' });
    expect(citySearch).toHaveBeenLastCalledWith(
      { search: '', skip: 0, limit: 10, parentValue: 'AE' },
      expect.anything(),
    );
    const apply = within(panel()).getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled(); // nothing chosen
    await user.click(dubai);
    expect(within(panel()).getByRole('list', { name: 'Chosen' })).toHaveTextContent('Dubai');
    await user.click(apply);
    await waitFor(() => expect(backend.last()?.filter).toEqual({ country: 'AE', city: ['Dubai'] }));
    expect(chips()).toEqual(['Country: United Arab Emirates', 'City: Dubai']);

    await user.click(screen.getByRole('button', { name: 'Edit filter City: Dubai' }));
    expect(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Apply' })).toBeDisabled();
  });

  test('R40 choosing another Country clears City; removing Country removes City too', async () => {
    const { user, backend } = renderTable();
    await screen.findByText('Person 00001');
    await openFilter(user, 'Country');
    await user.click(within(panel()).getByRole('radio', { name: 'Egypt' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await openFilter(user, 'City');
    await user.click(await within(panel()).findByRole('checkbox', { name: 'Cairo' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(chips()).toEqual(['Country: Egypt', 'City: Cairo']));

    await user.click(screen.getByRole('button', { name: 'Edit filter Country: Egypt' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Jordan' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(backend.last()?.filter).toEqual({ country: 'JO' }));
    expect(chips()).toEqual(['Country: Jordan']);

    await openFilter(user, 'City');
    await user.click(await within(panel()).findByRole('checkbox', { name: 'Amman' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(chips()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Remove filter Country' }));
    await waitFor(() => expect(backend.last()?.filter).toEqual({}));
    expect(screen.queryByRole('list', { name: 'Applied filters' })).not.toBeInTheDocument();
    await waitFor(() => expect(range()).toHaveTextContent('1–50 of 200'));
  });

  test('R84 R85 the amount filter sends ageMin/ageMax within its bounds; Reset removes it', async () => {
    const { user, backend } = renderTable();
    await screen.findByText('Person 00001');
    await openFilter(user, 'Age');
    const minimum = within(panel()).getByRole('textbox', { name: 'Minimum' });
    const maximum = within(panel()).getByRole('textbox', { name: 'Maximum' });
    expect(minimum).toHaveValue('20');
    expect(maximum).toHaveValue('69');
    expect(within(panel()).getByRole('button', { name: 'Apply' })).toBeDisabled();
    fireEvent.change(minimum, { target: { value: '5' } });
    fireEvent.blur(minimum); // R84: raised to 20
    fireEvent.change(maximum, { target: { value: '30' } });
    fireEvent.blur(maximum);
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(backend.last()?.filter).toEqual({ ageMin: 20, ageMax: 30 }));
    expect(chips()).toEqual(['Age: 20 – 30']);

    await user.click(screen.getByRole('button', { name: 'Edit filter Age: 20 – 30' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(backend.last()?.filter).toEqual({}));
  });

  test('R37 a failed reload after a filter change puts the previous filter back, chips included', async () => {
    const { user, backend } = renderTable();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await screen.findByText('Person 00001');
    await openFilter(user, 'Country');
    await user.click(within(panel()).getByRole('radio', { name: 'Egypt' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(range()).toHaveTextContent('1–50 of 50'));

    backend.failWhen((query) => query.filter.country === 'SA');
    await user.click(screen.getByRole('button', { name: 'Edit filter Country: Egypt' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('radio', { name: 'Saudi Arabia' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(backend.queries.some((query) => query.filter.country === 'SA')).toBe(true));
    await waitFor(() => expect(chips()).toEqual(['Country: Egypt']));
    expect(range()).toHaveTextContent('1–50 of 50');
    expect(screen.getByText('Person 00002')).toBeInTheDocument(); // Cairo
  });

  test('"Clear filters" removes every filter at once', async () => {
    const { user, backend } = renderTable();
    await screen.findByText('Person 00001');
    await openFilter(user, 'Country');
    await user.click(within(panel()).getByRole('radio', { name: 'Egypt' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await openFilter(user, 'Age');
    fireEvent.change(within(panel()).getByRole('textbox', { name: 'Maximum' }), { target: { value: '40' } });
    fireEvent.blur(within(panel()).getByRole('textbox', { name: 'Maximum' }));
    await user.click(within(panel()).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(chips()).toHaveLength(2));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(backend.last()?.filter).toEqual({}));
  });

  test('STYLE every English text of the filter widgets has its Arabic twin', () => {
    const keys = (value: unknown, prefix = ''): string[] =>
      typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key))
        : [prefix];
    const arabic = new Set(keys(filterTexts.ar));
    expect(keys(filterTexts.en).filter((key) => !arabic.has(key))).toEqual([]);
  });
});
