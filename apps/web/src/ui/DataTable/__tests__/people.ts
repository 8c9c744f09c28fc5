import type { Paged } from '@atrium/contracts';
import type { DataTableColumn, TableQuery } from '../index.ts';

export interface Person {
  id: number;
  name: string;
  city: string;
  age: number;
}

const CITIES = ['Dubai', 'Cairo', 'Riyadh', 'Amman'];

export const makePeople = (count: number): Person[] =>
  Array.from({ length: count }, (_, index) => ({
    id: index + 1,
    name: `Person ${String(index + 1).padStart(5, '0')}`,
    city: CITIES[index % CITIES.length] ?? 'Dubai',
    age: 20 + (index % 50),
  }));

export const peopleColumns: DataTableColumn<Person>[] = [
  { id: 'name', header: 'Name' },
  { id: 'city', header: 'City' },
  { id: 'age', header: 'Age' },
];

/** An in-memory server: filter by name, sort, page; records every query. */
export function fakeServer(people: Person[]) {
  const queries: TableQuery[] = [];
  const fetchPage = async (query: TableQuery): Promise<Paged<Person>> => {
    queries.push(query);
    const term = typeof query.filter.name === 'string' ? query.filter.name.toLowerCase() : '';
    let rows = term ? people.filter((person) => person.name.toLowerCase().includes(term)) : people;
    if (query.sortBy) {
      const key = query.sortBy as keyof Person;
      const sign = query.sortType === 'desc' ? -1 : 1;
      rows = [...rows].sort((a, b) => (a[key] < b[key] ? -sign : a[key] > b[key] ? sign : 0));
    }
    return { data: rows.slice(query.offset, query.offset + query.limit), totalRecords: rows.length };
  };
  return { fetchPage, queries, last: () => queries.at(-1) };
}
