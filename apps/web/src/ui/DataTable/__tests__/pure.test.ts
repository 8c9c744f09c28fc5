import { describe, expect, test } from 'vitest';
import { mergeOrder, mergeVisibility } from '../columns.ts';
import {
  buildCsv,
  cleanFilter,
  csvCell,
  csvFileName,
  EXPORT_PAGE_SIZE,
  fetchAllRows,
  GRID_VIEW_MAX_TOTAL,
  MAX_PAGE_BUTTONS,
  nextSort,
  pageButtons,
  pageCount,
  sameFilter,
  TABLE_DEFAULT_PAGE_SIZE,
  TABLE_MESSAGES,
  tableMessage,
  toListParams,
  toTableQuery,
} from '../index.ts';
import { fakeServer, makePeople, peopleColumns } from './people.ts';

describe('[UI][DATATABLE] constants and messages', () => {
  test('R179 R181 R182 A69 table constants', () => {
    expect(TABLE_DEFAULT_PAGE_SIZE).toBe(50);
    expect(MAX_PAGE_BUTTONS).toBe(6);
    expect(GRID_VIEW_MAX_TOTAL).toBe(10);
    expect(EXPORT_PAGE_SIZE).toBe(50);
  });

  test('R140 R141 R142 R143 the table messages, singular for one row and plural otherwise', () => {
    expect(tableMessage('deleted', 1)).toBe('Row has been deleted successfully.');
    expect(tableMessage('deleted', 3)).toBe('Rows have been deleted successfully.');
    expect(tableMessage('updated', 1)).toBe('Row has been updated successfully.');
    expect(tableMessage('updated', 2)).toBe('Rows have been updated successfully.');
    expect(Object.values(TABLE_MESSAGES)).toHaveLength(4);
  });
});

describe('[UI][DATATABLE] paging helpers', () => {
  test('R181 page buttons: a window of at most 6 pages around the current one', () => {
    expect(pageButtons(1, 3)).toEqual([1, 2, 3]);
    expect(pageButtons(1, 100)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageButtons(50, 100)).toEqual([48, 49, 50, 51, 52, 53]);
    expect(pageButtons(100, 100)).toEqual([95, 96, 97, 98, 99, 100]);
    expect(pageButtons(1, 1)).toEqual([1]);
    for (let page = 1; page <= 20; page += 1) {
      const buttons = pageButtons(page, 20);
      expect(buttons.length).toBeLessThanOrEqual(6);
      expect(buttons).toContain(page);
    }
  });

  test('page count is at least 1', () => {
    expect(pageCount(0, 50)).toBe(1);
    expect(pageCount(101, 50)).toBe(3);
  });

  test('R95 filters drop empty strings, nulls and empty lists', () => {
    expect(cleanFilter({ name: '', city: 'Dubai', type: null, ids: [], age: 0, on: false })).toEqual({
      city: 'Dubai',
      age: 0,
      on: false,
    });
    expect(sameFilter({ name: '', city: 'Dubai' }, { city: 'Dubai' })).toBe(true);
    expect(sameFilter({ city: 'Dubai' }, { city: 'Cairo' })).toBe(false);
  });

  test('A67 the query carries limit, offset, sortBy, sortType and total; URL parameters are flat', () => {
    const paging = { page: 3, rowsPerPage: 25, rowsNumber: 0, sortBy: 'name', descending: true };
    const query = toTableQuery(paging, { name: 'ali', city: '' });
    expect(query).toEqual({
      limit: 25,
      offset: 50,
      sortBy: 'name',
      sortType: 'desc',
      total: true,
      filter: { name: 'ali' },
    });
    expect(toListParams({ ...query, filter: { name: 'ali', ids: [1, 2] } })).toEqual({
      limit: 25,
      offset: 50,
      sortBy: 'name',
      sortType: 'desc',
      total: true,
      name: 'ali',
      ids: '1,2',
    });
    expect(toTableQuery({ ...paging, sortBy: null }, {})).not.toHaveProperty('sortBy');
  });

  test('sorting cycles ascending, descending, none; another column starts ascending', () => {
    const none = { sortBy: null, descending: false };
    const asc = nextSort(none, 'name');
    expect(asc).toEqual({ sortBy: 'name', descending: false });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ sortBy: 'name', descending: true });
    expect(nextSort(desc, 'name')).toEqual(none);
    expect(nextSort(desc, 'age')).toEqual({ sortBy: 'age', descending: false });
  });

  test('column order keeps new columns at the end; hidden columns start hidden', () => {
    expect(mergeOrder(null, peopleColumns)).toEqual(['name', 'city', 'age']);
    expect(mergeOrder(['age', 'gone', 'name'], peopleColumns)).toEqual(['age', 'name', 'city']);
    const columns = [...peopleColumns, { id: 'secret', header: 'Secret', hidden: true }];
    expect(mergeVisibility({ city: false }, columns)).toEqual({
      name: true,
      city: false,
      age: true,
      secret: false,
    });
  });
});

describe('[UI][DATATABLE] CSV', () => {
  test('A48 cells are quoted when they hold commas, quotes or newlines', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(0)).toBe('0');
    expect(csvCell(new Date('2024-01-02T03:04:05Z'))).toBe('2024-01-02T03:04:05.000Z');
    expect(csvCell(['a', 'b'])).toBe('"a, b"');
  });

  test('A48 the CSV has a header line, one line per row, CRLF, and uses csv/accessor values', () => {
    const csv = buildCsv(
      [
        { id: 'name', header: 'Name' },
        { id: 'city', header: 'City, country', accessor: (row: { city: string }) => `${row.city}, UAE` },
        { id: 'age', header: 'Age', csv: (row: { age: number }) => row.age * 2 },
      ],
      [
        { name: 'Ali', city: 'Dubai', age: 30 },
        { name: 'عمر', city: 'Abu Dhabi', age: 40 },
      ],
    );
    expect(csv).toBe('Name,"City, country",Age\r\nAli,"Dubai, UAE",60\r\nعمر,"Abu Dhabi, UAE",80\r\n');
  });

  test('A69 all rows are fetched in pages of 50 with the same sort and filter', async () => {
    const server = fakeServer(makePeople(120));
    const rows = await fetchAllRows(server.fetchPage, {
      sortBy: 'age',
      sortType: 'desc',
      total: true,
      filter: {},
    });
    expect(rows).toHaveLength(120);
    expect(server.queries.map((query) => [query.limit, query.offset, query.sortBy])).toEqual([
      [50, 0, 'age'],
      [50, 50, 'age'],
      [50, 100, 'age'],
    ]);
    const empty = fakeServer([]);
    expect(await fetchAllRows(empty.fetchPage, { total: true, filter: {} })).toEqual([]);
    expect(empty.queries).toHaveLength(1);
  });

  test('file names are made safe and end in .csv', () => {
    expect(csvFileName('people')).toBe('people.csv');
    expect(csvFileName('a/b:c')).toBe('a-b-c.csv');
    expect(csvFileName('report.csv')).toBe('report.csv');
  });
});
