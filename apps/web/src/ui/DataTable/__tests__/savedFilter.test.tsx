import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { selectCompany } from '../../../lib/company.ts';
import { storage } from '../../../lib/storage.ts';
import { loadTableFilters } from '../../../lib/tableFilters.ts';
import { testUser } from '../../../testing/fixtures.ts';
import { DataTable } from '../index.ts';
import { fakeServer, makePeople, peopleColumns } from './people.ts';
import { renderWidget } from './renderWidget.tsx';

const TABLE = 'core_people_list';
const blueTowers = { id: 31, name: 'Blue Towers', type: 'Customer' as const };

function renderTable(tableKey?: string) {
  const server = fakeServer(makePeople(120));
  const view = renderWidget(
    <DataTable columns={peopleColumns} fetchPage={server.fetchPage} tableKey={tableKey} view="rows" />,
  );
  return { ...view, server };
}

describe('[UI][DATATABLE] saved filters', { timeout: 30_000 }, () => {
  beforeEach(() => {
    sessionStorage.clear();
    storage.set('user', testUser);
  });
  afterEach(() => selectCompany(null));

  test('A62 a table with a key keeps its filter for the user: a new visit starts with it', async () => {
    const first = renderTable(TABLE);
    await screen.findByText('Person 00001');
    await first.user.type(screen.getByRole('searchbox', { name: 'Search' }), '0011{Enter}');
    await waitFor(() => expect(first.server.last()?.filter).toEqual({ name: '0011' }));
    expect(loadTableFilters({ userId: testUser.id, customerId: null }, TABLE)).toEqual({ name: '0011' });
    first.unmount();

    const second = renderTable(TABLE);
    await screen.findByText('Person 00011');
    expect(second.server.queries[0]?.filter).toEqual({ name: '0011' });
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('0011');
  });

  test('A62 each customer has its own saved filter: choosing another company switches to it', async () => {
    const { user, server } = renderTable(TABLE);
    await screen.findByText('Person 00001');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '0011{Enter}');
    await waitFor(() => expect(server.last()?.filter).toEqual({ name: '0011' }));

    act(() => selectCompany(blueTowers));
    await waitFor(() => expect(server.last()?.filter).toEqual({}));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '0012{Enter}');
    await waitFor(() => expect(server.last()?.filter).toEqual({ name: '0012' }));

    act(() => selectCompany(null));
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('0011'));
    expect(loadTableFilters({ userId: testUser.id, customerId: 31 }, TABLE)).toEqual({ name: '0012' });
  });

  test('a table without a key saves nothing', async () => {
    const { user, server } = renderTable();
    await screen.findByText('Person 00001');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '0011{Enter}');
    await waitFor(() => expect(server.last()?.filter).toEqual({ name: '0011' }));
    expect(storage.get('APP_TABLE')).toBeNull();
  });
});
