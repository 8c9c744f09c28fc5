import type { Paged } from '@atrium/contracts';
import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { DataTable, type DataTableColumn, type DataTableProps, TABLE_PAGE_SIZES } from '../index.ts';
import { fakeServer, makePeople, type Person, peopleColumns } from './people.ts';
import { renderWidget } from './renderWidget.tsx';

function renderTable(count: number, props: Partial<DataTableProps<Person>> = {}) {
  const server = fakeServer(makePeople(count));
  const view = renderWidget(<DataTable columns={peopleColumns} fetchPage={server.fetchPage} {...props} />);
  return { ...view, server };
}

const headers = () => screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
const bodyRows = () => document.querySelectorAll('tbody tr[data-row-id]');

describe('[UI][DATATABLE] paging, page size and sort', { timeout: 30_000 }, () => {
  test('the table is drawn in a second pass; the first render leaves its room and asks for the first page', async () => {
    const { server } = renderTable(120);
    // The first render leaves room and says it is busy; the request is already out.
    expect(screen.getByTestId('data-table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    await waitFor(() => expect(server.last()).toMatchObject({ limit: 50, offset: 0 }));
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(50);
  });

  test('R179 the shared widget asks for 50 rows with the total; platform tables pass 25', async () => {
    const { server, unmount } = renderTable(120);
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
    expect(server.last()).toEqual({ limit: 50, offset: 0, total: true, filter: {} });
    expect(bodyRows()).toHaveLength(50);
    unmount();

    const platform = renderTable(120, { defaultPageSize: 25 });
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
    expect(platform.server.last()?.limit).toBe(25);
  });

  test('A47 paging: a page button loads that page and the range follows', async () => {
    const { server, user } = renderTable(120);
    expect(await screen.findByTestId('data-table-range')).toHaveTextContent('1–50 of 120');
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(await screen.findByText('Person 00051')).toBeInTheDocument();
    expect(server.last()).toMatchObject({ limit: 50, offset: 50 });
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('51–100 of 120');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByText('Person 00101')).toBeInTheDocument();
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('101–120 of 120');
  });

  test('R181 at most 6 page buttons, R180 page sizes 3 to 100, and a page-size change goes to page 1', async () => {
    const { server, user } = renderTable(1000);
    await screen.findByText('Person 00001');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Person 00101');

    const select = screen.getByLabelText('Rows per page');
    expect([...(select as HTMLSelectElement).options].map((o) => Number(o.value))).toEqual([
      ...TABLE_PAGE_SIZES,
    ]);
    expect(TABLE_PAGE_SIZES).toEqual([3, 5, 10, 15, 25, 50, 100]);
    await user.selectOptions(select, '10');
    expect(await screen.findByTestId('data-table-range')).toHaveTextContent('1–10 of 1,000');
    expect(server.last()).toMatchObject({ limit: 10, offset: 0 });
    expect(bodyRows()).toHaveLength(10);

    const pager = screen.getByRole('navigation', { name: 'Pages' });
    const pageButtons = within(pager).getAllByRole('button', { name: /^Page \d+$/ });
    expect(pageButtons).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    await screen.findByText('Person 00991');
    expect(
      within(pager)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent),
    ).toEqual(['95', '96', '97', '98', '99', '100']);
  });

  test('A46 a header click sorts ascending, then descending, then not at all', async () => {
    const { server, user } = renderTable(30);
    await screen.findByText('Person 00001');
    const age = () => screen.getByRole('columnheader', { name: /Age/ });
    await user.click(within(age()).getByRole('button'));
    await waitFor(() => expect(server.last()).toMatchObject({ sortBy: 'age', sortType: 'asc', offset: 0 }));
    expect(age()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(age()).getByRole('button'));
    await waitFor(() => expect(server.last()).toMatchObject({ sortBy: 'age', sortType: 'desc' }));
    expect(age()).toHaveAttribute('aria-sort', 'descending');
    await waitFor(() => expect(bodyRows()[0]).toHaveTextContent('49'));

    await user.click(within(age()).getByRole('button'));
    await waitFor(() => expect(server.last()?.sortBy).toBeUndefined());
    expect(age()).toHaveAttribute('aria-sort', 'none');
  });

  test('R38 reset gives page 1, 50 rows per page and no sort', async () => {
    const { server, user } = renderTable(200);
    await screen.findByText('Person 00001');
    await user.selectOptions(screen.getByLabelText('Rows per page'), '10');
    await user.click(within(screen.getByRole('columnheader', { name: /Name/ })).getByRole('button'));
    await user.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(server.last()).toMatchObject({ limit: 10, offset: 20, sortBy: 'name' }));

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(server.last()).toEqual({ limit: 50, offset: 0, total: true, filter: {} }));
    expect(screen.getByLabelText('Rows per page')).toHaveValue('50');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'none');
  });
});

describe('[UI][DATATABLE] selection, columns and views', { timeout: 30_000 }, () => {
  test('A47 selected rows are counted in the bottom bar and Deselect All clears them', async () => {
    const onSelectionChange = vi.fn();
    const { user } = renderTable(30, { selectable: true, onSelectionChange });
    await screen.findByText('Person 00001');
    expect(screen.queryByTestId('data-table-selection-bar')).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select Person 00001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 00002' }));
    expect(screen.getByTestId('data-table-selected-count')).toHaveTextContent('Selected: 2');
    expect(onSelectionChange).toHaveBeenLastCalledWith([
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ id: 2 }),
    ]);

    await user.click(screen.getByRole('checkbox', { name: 'Select all rows on this page' }));
    expect(screen.getByTestId('data-table-selected-count')).toHaveTextContent('Selected: 30');
    await user.click(screen.getByRole('button', { name: 'Deselect All' }));
    expect(screen.queryByTestId('data-table-selection-bar')).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Select Person 00001' })).not.toBeChecked();
  });

  test('A46 column settings: hide a column, drag one to the front, nothing changes before Apply', async () => {
    const { user } = renderTable(30);
    await screen.findByText('Person 00001');
    expect(headers()).toEqual(['Name', 'City', 'Age']);

    await user.click(screen.getByRole('button', { name: 'Column settings' }));
    const panel = await screen.findByTestId('data-table-column-settings');
    await user.click(await within(panel).findByRole('checkbox', { name: 'City' }));
    await dragUp(user, within(panel).getByRole('button', { name: 'Drag to reorder Age' }), 2);
    expect(headers()).toEqual(['Name', 'City', 'Age']);

    await user.click(within(panel).getByRole('button', { name: 'Apply' }));
    expect(headers()).toEqual(['Age', 'Name']);
    expect(screen.queryByTestId('data-table-column-settings')).not.toBeInTheDocument();
  });

  test('R182 ten rows or fewer show cards, more show rows; the switch overrides it', async () => {
    const few = renderTable(10);
    await screen.findByText('Person 00010');
    expect(screen.getByTestId('data-table')).toHaveAttribute('data-view', 'grid');
    expect(screen.getByTestId('data-table-grid')).toBeInTheDocument();
    await few.user.click(screen.getByRole('radio', { name: 'Rows' }));
    expect(screen.getByTestId('data-table')).toHaveAttribute('data-view', 'rows');
    expect(screen.getByRole('table')).toBeInTheDocument();
    few.unmount();

    renderTable(11);
    await screen.findByText('Person 00011');
    expect(screen.getByTestId('data-table')).toHaveAttribute('data-view', 'rows');
  });

  test('new columns (e.g. translated after a language change) recompute the shown values', async () => {
    const server = fakeServer(makePeople(20));
    function Harness() {
      const [suffix, setSuffix] = useState('');
      const columns = useMemo<DataTableColumn<Person>[]>(
        () => [{ id: 'name', header: `Name${suffix}`, accessor: (row) => `${row.name}${suffix}` }],
        [suffix],
      );
      return (
        <>
          <button type="button" onClick={() => setSuffix(' (ar)')}>
            translate
          </button>
          <DataTable columns={columns} fetchPage={server.fetchPage} />
        </>
      );
    }
    const { user } = renderWidget(<Harness />);
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'translate' }));
    expect(await screen.findByText('Person 00001 (ar)')).toBeInTheDocument();
    expect(headers()).toEqual(['Name (ar)']);
  });

  test('10,000 rows on one page are virtualized: only the rows in view are in the DOM', async () => {
    // jsdom has no layout: give the scrolling area a 600 px viewport.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
    renderTable(10_000, { defaultPageSize: 10_000, pageSizes: [...TABLE_PAGE_SIZES, 10_000] });
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
    expect(bodyRows().length).toBeGreaterThan(10);
    expect(bodyRows().length).toBeLessThan(60);
    expect(screen.queryByText('Person 05000')).not.toBeInTheDocument();

    const scroller = screen.getByTestId('data-table-scroll');
    Object.defineProperty(scroller, 'scrollTop', { configurable: true, value: 41 * 5000 });
    fireEvent.scroll(scroller);
    expect(await screen.findByText('Person 05001')).toBeInTheDocument();
    expect(screen.queryByText('Person 00001')).not.toBeInTheDocument();
    expect(bodyRows().length).toBeLessThan(60);
  });
});

/** Keyboard drag with dnd-kit: jsdom has no layout, so list items get rects from their position. */
async function dragUp(user: ReturnType<typeof renderWidget>['user'], handle: HTMLElement, steps: number) {
  const original = Element.prototype.getBoundingClientRect;
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const item = this.closest('[data-column]');
    if (!item?.parentElement) return original.call(this);
    const index = [...item.parentElement.children].indexOf(item);
    return DOMRect.fromRect({ x: 0, y: index * 30, width: 200, height: 28 });
  });
  handle.focus();
  await user.keyboard(' ');
  for (let step = 0; step < steps; step += 1) await user.keyboard('{ArrowUp}');
  await user.keyboard(' ');
  vi.mocked(Element.prototype.getBoundingClientRect).mockRestore();
}

describe('[UI][DATATABLE] filter, load states and errors', { timeout: 30_000 }, () => {
  test('R36 a search reloads from page 1 and recomputes the total', async () => {
    const { server, user } = renderTable(120);
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    await screen.findByText('Person 00051');

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '0011');
    await waitFor(() => expect(server.last()?.filter).toEqual({ name: '0011' }), { timeout: 2000 });
    expect(server.last()).toMatchObject({ offset: 0 });
    expect(await screen.findByTestId('data-table-range')).toHaveTextContent('1–11 of 11');
  });

  test('R37 R170 a failed filter request puts the previous filter back and is only logged', async () => {
    const people = makePeople(40);
    const server = fakeServer(people);
    const fetchPage: DataTableProps<Person>['fetchPage'] = (query) =>
      query.filter.name === 'boom' ? Promise.reject(new Error('server down')) : server.fetchPage(query);
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWidget(<DataTable columns={peopleColumns} fetchPage={fetchPage} />);
    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await screen.findByText('Person 00001');

    await user.type(search, 'boom');
    await waitFor(
      () => expect(log).toHaveBeenCalledWith('[DataTable] the rows could not be loaded', expect.any(Error)),
      {
        timeout: 2000,
      },
    );
    await waitFor(() => expect(search).toHaveValue(''));
    expect(screen.getByText('Person 00001')).toBeInTheDocument();
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('1–40 of 40');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toast).not.toHaveBeenCalled();
  });

  test('skeleton while loading, then "no data found" for an empty list', async () => {
    let resolve: (value: Paged<Person>) => void = () => {};
    renderWidget(
      <DataTable
        columns={peopleColumns}
        fetchPage={() =>
          new Promise<Paged<Person>>((done) => {
            resolve = done;
          })
        }
      />,
    );
    expect(await screen.findAllByTestId('data-table-skeleton-row')).not.toHaveLength(0);
    resolve({ data: [], totalRecords: 0 });
    expect(await screen.findByText('no data found')).toBeInTheDocument();
    expect(screen.queryByTestId('data-table-pagination')).not.toBeInTheDocument();
  });

  test('R170 a failed first load shows an error state whose retry loads again, without a toast', async () => {
    let fail = true;
    const server = fakeServer(makePeople(20));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const toast = vi.spyOn(notifications, 'show');
    const { user } = renderWidget(
      <DataTable
        columns={peopleColumns}
        fetchPage={(query) => (fail ? Promise.reject(new Error('nope')) : server.fetchPage(query))}
      />,
    );
    expect(await screen.findByText('The table could not be loaded')).toBeInTheDocument();
    expect(log).toHaveBeenCalled();
    expect(toast).not.toHaveBeenCalled();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Person 00001')).toBeInTheDocument();
  });
});
