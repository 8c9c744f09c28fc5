import { auth } from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { hashPassword } from '../kernel/auth/passwords.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../modules/companies/companies.seed.ts';
import { assignRole } from '../modules/permissions/permissions.service.ts';
import { users } from '../modules/users/users.schema.ts';
import { createTestApp, type TestApp } from './harness.ts';

export type Who = 'admin' | auth.CompanyType;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DemoKit {
  t: TestApp;
  /** Bearer tokens of the admin and of each demo company's owner. */
  tokens: Record<Who, string>;
  /** Demo company ids by type. */
  ids: Record<auth.CompanyType, number>;
  call(
    who: Who,
    method: Method,
    url: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): Promise<LightMyRequestResponse>;
  /** A 418's fields as `param: msg`. */
  fields(res: LightMyRequestResponse): string[];
}

/** The app with demo data, the admin and every demo owner signed in (the owner role holds every permission). */
export async function demoKit(env: Record<string, string> = {}): Promise<DemoKit> {
  const t = await createTestApp(env);
  const tokens = { admin: (await t.login()).token } as Record<Who, string>;
  const ids = {} as Record<auth.CompanyType, number>;
  for (const type of auth.COMPANY_TYPES) {
    const { token, user } = await t.login(demoOwnerEmail(type), DEMO_PASSWORD);
    tokens[type] = token;
    ids[type] = user.personalInfo.companyId ?? 0;
  }
  return {
    t,
    tokens,
    ids,
    call: (who, method, url, body, headers) =>
      t.as(tokens[who], { method, url, headers, ...(body !== undefined && { body }) } as never),
    fields: (res) => (res.json() as { param: string; msg: string }[]).map((f) => `${f.param}: ${f.msg}`),
  };
}

const USER_PASSWORD = 'Member#12345';

/** A verified user of `companyId` holding only `role`, signed in: for what a narrower role may and may not do. */
export async function addCompanyUser(t: TestApp, companyId: number, email: string, role: string) {
  const { db } = t.deps.database;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(USER_PASSWORD),
      firstName: email.split('@')[0] ?? 'Member',
      lastName: 'Member',
      companyId,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`no user ${email}`);
  await assignRole(db, user.id, role);
  const { token } = await t.login(email, USER_PASSWORD);
  return { id: user.id, token };
}
