import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, onTestFinished, test, vi } from 'vitest';
import { DataTable, type DataTableProps, ROW_HIGHLIGHT_MS } from '../index.ts';
import { useRowHighlight } from '../useRowHighlight.ts';
import { fakeServer, makePeople, type Person, peopleColumns } from './people.ts';
import { renderWidget } from './renderWidget.tsx';

function renderTable(props: Partial<DataTableProps<Person>> = {}, count = 30) {
  const people = makePeople(count);
  const server = fakeServer(people);
  const view = renderWidget(<DataTable columns={peopleColumns} fetchPage={server.fetchPage} {...props} />);
  return { ...view, server, people };
}

describe('[UI][DATATABLE] row actions', { timeout: 30_000 }, () => {
  test('A47 view and edit call back with the row', async () => {
    const onView = vi.fn();
    const onEdit = vi.fn();
    const { user } = renderTable({ onView, onEdit });
    await user.click(await screen.findByRole('button', { name: 'View Person 00003' }));
    expect(onView).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
    await user.click(screen.getByRole('button', { name: 'Edit Person 00004' }));
    expect(onEdit).toHaveBeenCalledWith(expect.objectContaining({ id: 4 }));
  });

  test('R100 R140 delete asks first (with a question mark), then deletes, reloads and says so', async () => {
    const people = makePeople(30);
    const server = fakeServer(people);
    const onDelete = vi.fn(async (row: Person) => {
      people.splice(
        people.findIndex((person) => person.id === row.id),
        1,
      );
    });
    const { user } = renderWidget(
      <DataTable
        columns={peopleColumns}
        fetchPage={server.fetchPage}
        onDelete={onDelete}
        deleteMessage={(row) => `Delete ${row.name}`}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Person 00002' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-delete-message')).toHaveTextContent('Delete Person 00002?');
    expect(onDelete).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledWith(expect.objectContaining({ id: 2 }));
    expect(await screen.findByText('Row has been deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Person 00002')).not.toBeInTheDocument());
    expect(screen.getByTestId('data-table-range')).toHaveTextContent('1–29 of 29');
  });

  test('R141 deleting the selected rows uses the bulk callback and the plural message', async () => {
    const onDeleteRows = vi.fn(async () => {});
    const { user } = renderTable({ selectable: true, onDelete: vi.fn(), onDeleteRows });
    await user.click(await screen.findByRole('checkbox', { name: 'Select Person 00001' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 00005' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('confirm-delete-message')).toHaveTextContent(
      'Are you sure you want to delete the 2 selected rows?',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(onDeleteRows).toHaveBeenCalledWith([
      expect.objectContaining({ id: 1 }),
      expect.objectContaining({ id: 5 }),
    ]);
    expect(await screen.findByText('Rows have been deleted successfully.')).toBeInTheDocument();
    expect(screen.queryByTestId('data-table-selection-bar')).not.toBeInTheDocument();
  });

  test('the highlighted row is marked', async () => {
    renderTable({ highlightRowId: 7 });
    await screen.findByText('Person 00007');
    expect(document.querySelector('[data-row-id="7"]')).toHaveAttribute('data-highlighted', 'true');
    expect(document.querySelector('[data-row-id="8"]')).not.toHaveAttribute('data-highlighted');
  });
});

describe('[UI][DATATABLE] row highlight', { timeout: 30_000 }, () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  test('§9 a row stays highlighted for 5000 ms', () => {
    vi.useFakeTimers();
    expect(ROW_HIGHLIGHT_MS).toBe(5000);
    const { result, rerender } = renderHook(({ id }) => useRowHighlight(id), {
      initialProps: { id: null as number | null },
    });
    expect(result.current).toBeNull();
    rerender({ id: 42 });
    expect(result.current).toBe(42);
    act(() => vi.advanceTimersByTime(4999));
    expect(result.current).toBe(42);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBeNull();
  });
});

describe('[UI][DATATABLE] CSV export', { timeout: 30_000 }, () => {
  test('A48 A69 the export button fetches every row in pages of 50 and downloads a CSV of the visible columns', async () => {
    const created: Blob[] = [];
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = (blob: Blob) => {
      created.push(blob);
      return 'blob:csv';
    };
    URL.revokeObjectURL = () => {};
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user, server } = renderTable({ exportFileName: 'people' }, 120);
    await screen.findByText('Person 00001');
    const before = server.queries.length;

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const exportQueries = server.queries.slice(before);
    expect(exportQueries.map((query) => [query.limit, query.offset])).toEqual([
      [50, 0],
      [50, 50],
      [50, 100],
    ]);
    const text = await readBlob(created[0]);
    const lines =
      text
        ?.replace(/^\uFEFF/, '')
        .trimEnd()
        .split('\r\n') ?? [];
    expect(lines[0]).toBe('Name,City,Age');
    expect(lines).toHaveLength(121);
    expect(lines[1]).toBe('Person 00001,Dubai,20');
  });
});

/** jsdom's Blob has no text(). */
function readBlob(blob: Blob | undefined): Promise<string> {
  return new Promise((resolve, reject) => {
    if (!blob) return reject(new Error('no file was downloaded'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}
