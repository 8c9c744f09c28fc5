import { auth } from '@atrium/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { companyRequests } from '../../companies/companies.schema.ts';
import { DEMO_PASSWORD, demoOwnerEmail } from '../../companies/companies.seed.ts';

export type Who = 'admin' | auth.CompanyType;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface PlacesKit {
  t: TestApp;
  /** Bearer tokens of the admin and of each demo company's owner. */
  tokens: Record<Who, string>;
  /** Demo company ids by type. */
  ids: Record<auth.CompanyType, number>;
  call(who: Who, method: Method, url: string, body?: unknown): Promise<LightMyRequestResponse>;
  /** A 418's fields as `param: msg`. */
  fields(res: LightMyRequestResponse): string[];
  /** `provider` handles a service request of `customer` (R12): it then serves the customer. */
  serve(provider: auth.CompanyType, customer: auth.CompanyType): Promise<void>;
}

/** The app with demo data, every demo owner signed in (the owner role holds every permission). */
export async function placesKit(): Promise<PlacesKit> {
  const t = await createTestApp();
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
    call: (who, method, url, body) =>
      t.as(tokens[who], { method, url, ...(body !== undefined && { body }) } as never),
    fields: (res) => (res.json() as { param: string; msg: string }[]).map((f) => `${f.param}: ${f.msg}`),
    async serve(provider, customer) {
      await t.deps.database.db.insert(companyRequests).values({
        senderCompanyId: ids[customer],
        destinationType: provider,
        destinationEmail: demoOwnerEmail(provider),
        destinationCompanyId: ids[provider],
        type: 'maintenance',
        status: 'handled',
      });
    },
  };
}
