import type { TestApp } from '../harness.ts';
import { isIdSchema, type Operation, resourceOf, urlOf } from './openapi.ts';

/** Ids the caller's own data starts from; the rest are discovered through the list endpoints. */
export interface Roots {
  company: number;
  user: number;
}

/** Reference data shared by every tenant (not tenant rows): a fixed value does. */
const FALLBACKS: Record<string, string> = { country: '233', 'system-roles': '1', parameter: 'fuzz-key' };

export type Row = Record<string, unknown>;

/**
 * Fills path parameters with ids the caller can reach: the root company and user for `/company/{id}` and
 * `/user/{id}`, and for nested ids the first row of the list endpoint above them (`/company/{id}/role`
 * gives `{roleId}`), so a new module's nested routes are resolved without new code.
 */
export function pathIds(t: TestApp, token: string, operations: Operation[], roots: Roots) {
  const lists = operations.filter((op) => op.method === 'GET');
  const cache = new Map<string, Row[]>();

  async function rowsOf(list: Operation, values: Record<string, string>): Promise<Row[]> {
    const url = urlOf(list, values, { limit: '100' });
    const cached = cache.get(url);
    if (cached) return cached;
    const res = await t.as(token, { method: 'GET', url });
    const data = res.statusCode === 200 ? (res.json() as { data?: unknown }).data : undefined;
    const rows = Array.isArray(data) ? (data as Row[]).filter((r) => typeof r?.id === 'number') : [];
    cache.set(url, rows);
    return rows;
  }

  /** The list operation whose rows a parameter names: the path above it, or a sibling named like it. */
  function listFor(op: Operation, param: string): Operation | undefined {
    const above = op.path.slice(0, op.path.indexOf(`/{${param}}`));
    const exact = lists.find((l) => l.path === above);
    if (exact) return exact;
    const noun = param.replace(/Id$/, '').toLowerCase();
    const parent = above.slice(0, above.lastIndexOf('/'));
    return lists.find((l) => l.path.toLowerCase() === `${parent}/${noun}`.toLowerCase());
  }

  /** Values for every path parameter of `op`; `prefer` picks among the discovered rows. */
  async function resolve(
    op: Operation,
    prefer: (rows: Row[], param: string, list: Operation) => Row | undefined | Promise<Row | undefined> = (
      r,
    ) => r[0],
  ) {
    const values: Record<string, string> = {};
    const unresolved: string[] = [];
    for (const param of op.pathParams) {
      const resource = resourceOf(op, param.name);
      const first = op.pathParams[0]?.name === param.name;
      const root = resource === 'company' ? roots.company : resource === 'user' ? roots.user : undefined;
      if (first && root !== undefined && isIdSchema(param.schema)) {
        values[param.name] = String(root);
        continue;
      }
      const list = listFor(op, param.name);
      const row =
        list && isIdSchema(param.schema)
          ? await prefer(await rowsOf(list, values), param.name, list)
          : undefined;
      if (row) {
        values[param.name] = String(row.id);
        continue;
      }
      unresolved.push(param.name);
      values[param.name] = FALLBACKS[resource] ?? (isIdSchema(param.schema) ? '1' : 'fuzz-value');
    }
    return { values, unresolved };
  }

  return { resolve, rowsOf, listFor };
}
