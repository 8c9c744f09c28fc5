import type { TestApp } from '../harness.ts';
import type { Operation } from './openapi.ts';
import { validValue } from './schema-values.ts';

const OWNED_COLLECTION = /^\/api\/company\/\{id\}\/[A-Za-z-]+$/;

/**
 * Gives a company one row of every kind it owns: each `POST /company/{id}/<things>` is called with a body
 * made from its schema, so a module's rows exist in the harness the day its create route lands.
 * Returns what was created and what was refused (a body the schema alone cannot make valid).
 */
export async function seedCompanyRows(t: TestApp, token: string, operations: Operation[], companyId: number) {
  const created: string[] = [];
  const refused: string[] = [];
  for (const op of operations) {
    if (op.method !== 'POST' || !OWNED_COLLECTION.test(op.path) || !op.body) continue;
    const res = await t.as(token, {
      method: 'POST',
      url: op.path.replace('{id}', String(companyId)),
      payload: validValue(op.body, '', companyId) as Record<string, unknown>,
    });
    (res.statusCode < 300 ? created : refused).push(`${op.path} ${res.statusCode}`);
  }
  return { created, refused };
}

/** A company made through the API with an owner who can sign in (role `company_owner`). */
export async function createCompanyWithOwner(
  t: TestApp,
  adminToken: string,
  name: string,
  type = 'Customer',
) {
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const company = await t.as(adminToken, {
    method: 'POST',
    url: '/api/company',
    payload: { name, email: `contact@${slug}.example`, type },
  });
  if (company.statusCode !== 201) throw new Error(`create company: ${company.statusCode} ${company.body}`);
  const companyId = company.json().data.id as number;
  const roles = await t.as(adminToken, { method: 'GET', url: `/api/company/${companyId}/role` });
  const ownerRole = (roles.json().data as { id: number; key: string }[]).find(
    (r) => r.key === 'company_owner',
  );
  const email = `owner@${slug}.example`;
  const password = 'Owner#12345';
  const owner = await t.as(adminToken, {
    method: 'POST',
    url: `/api/company/${companyId}/user`,
    payload: { email, firstName: name, lastName: 'Owner', password, roleId: ownerRole?.id },
  });
  if (owner.statusCode !== 201) throw new Error(`create owner: ${owner.statusCode} ${owner.body}`);
  const session = await t.login(email, password);
  return {
    companyId,
    ownerId: owner.json().data.id as number,
    token: session.token,
    refreshToken: session.refreshToken,
  };
}
