import { eq, gt } from 'drizzle-orm';
import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Database } from './client.ts';
import { joinedPage, listPage } from './list.ts';
import { createTestDatabase } from './test-db.ts';

const probes = pgTable('list_page_probes', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  rank: integer('rank').notNull(),
});
const ranks = pgTable('list_page_ranks', {
  rank: integer('rank').primaryKey(),
  label: text('label').notNull(),
});
const sortable = { name: probes.name, rank: probes.rank };
const page = (limit: number, offset: number, sort: { field: string; direction: 'asc' | 'desc' }[] = []) => ({
  limit,
  offset,
  sort,
  total: true,
});

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await database.db.execute(
    'create table list_page_probes (id serial primary key, name text not null, rank integer not null)',
  );
  await database.db.insert(probes).values([
    { name: 'b', rank: 1 },
    { name: 'a', rank: 1 },
    { name: 'c', rank: 2 },
    { name: 'd', rank: 1 },
  ]);
  await database.db.execute('create table list_page_ranks (rank integer primary key, label text not null)');
  await database.db.insert(ranks).values([
    { rank: 1, label: 'low' },
    { rank: 2, label: 'high' },
  ]);
});
afterAll(() => database.close());

test('A67 a page holds the sorted rows after the offset, ties broken by id, with the total of all matching', async () => {
  const first = await listPage(
    database.db,
    probes,
    undefined,
    page(2, 0, [{ field: 'rank', direction: 'desc' }]),
    sortable,
  );
  expect(first.data.map((r) => r.name)).toEqual(['c', 'b']);
  expect(first.totalRecords).toBe(4);
  const second = await listPage(
    database.db,
    probes,
    undefined,
    page(2, 2, [{ field: 'rank', direction: 'desc' }]),
    sortable,
  );
  expect(second.data.map((r) => r.name)).toEqual(['a', 'd']);
});

test('A67 the filter limits both the rows and the total; no sort means id order', async () => {
  const result = await listPage(database.db, probes, gt(probes.id, 1), page(10, 0), sortable);
  expect(result.data.map((r) => r.name)).toEqual(['a', 'c', 'd']);
  expect(result.totalRecords).toBe(3);
});

test('A67 a page past the end is empty and still carries the total; nothing matching counts 0', async () => {
  const past = await listPage(database.db, probes, undefined, page(2, 10), sortable);
  expect(past).toEqual({ data: [], totalRecords: 4 });
  const none = await listPage(database.db, probes, gt(probes.id, 99), page(2, 0), sortable);
  expect(none).toEqual({ data: [], totalRecords: 0 });
  expect(
    Object.keys((await listPage(database.db, probes, undefined, page(1, 0), sortable)).data[0] ?? {}),
  ).toEqual(['id', 'name', 'rank']);
});

test('A67 a page of a select with joins: its rows sorted then by id, the total counted on the table', async () => {
  const labelled = () =>
    database.db
      .select({ name: probes.name, label: ranks.label })
      .from(probes)
      .innerJoin(ranks, eq(ranks.rank, probes.rank))
      .$dynamic();
  const first = await joinedPage(
    database.db,
    labelled(),
    probes,
    gt(probes.id, 1),
    page(2, 0, [{ field: 'rank', direction: 'desc' }]),
    sortable,
  );
  expect(first).toEqual({
    data: [
      { name: 'c', label: 'high' },
      { name: 'a', label: 'low' },
    ],
    totalRecords: 3,
  });
  const past = await joinedPage(database.db, labelled(), probes, undefined, page(2, 10), sortable);
  expect(past).toEqual({ data: [], totalRecords: 4 });
});
