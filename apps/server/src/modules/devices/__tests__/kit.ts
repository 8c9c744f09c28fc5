import { auth } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';
import { devices } from '../devices.schema.ts';

export type Who = 'admin' | auth.CompanyType;
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface DevicesKit {
  t: TestApp;
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
  /** A demo device's id by serial. */
  deviceId(serial: string): Promise<number>;
}

/** The app with demo data (devices included) and every demo owner signed in. */
export async function devicesKit(env: Record<string, string> = {}): Promise<DevicesKit> {
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
    async deviceId(serial) {
      const [row] = await t.deps.database.db
        .select({ id: devices.id })
        .from(devices)
        .where(eq(devices.serial, serial));
      if (!row) throw new Error(`no demo device ${serial}`);
      return row.id;
    },
  };
}
