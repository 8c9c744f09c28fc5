import { and, desc, eq } from 'drizzle-orm';
import { addCompanyUser, type DemoKit, demoKit } from '../../../test/demo-kit.ts';
import { companies } from '../../companies/companies.schema.ts';
import { deviceAccessLogs, devices } from '../../devices/devices.schema.ts';
import { insertDemoDevices } from '../../devices/devices.seed.ts';
import { deviceCommands } from '../../metrowatch/metrowatch.schema.ts';
import { users } from '../../users/users.schema.ts';
import { doorAccesses } from '../access.schema.ts';

export interface AccessKit extends DemoKit {
  /** The demo Customer's owner (a holder for credentials and accesses). */
  ownerId: number;
  /** Demo locks of the demo Customer, by serial. */
  door(serial: string): Promise<number>;
  /** Another customer no demo company sees, with its owner signed in and a lock of its own. */
  other: { token: string; userId: number; doorId: number };
  /** As the other company's owner. */
  asOther(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    body?: unknown,
  ): ReturnType<DemoKit['call']>;
  /** The public calls: no bearer token. */
  anonymous(method: 'GET' | 'POST', url: string, remoteAddress?: string): ReturnType<DemoKit['call']>;
  /** A door's access log, newest first. */
  accessLog(doorId: number): Promise<(typeof deviceAccessLogs.$inferSelect)[]>;
  /** The commands sent to a door, newest first. */
  commands(doorId: number): Promise<(typeof deviceCommands.$inferSelect)[]>;
  countAccesses(): Promise<number>;
}

export async function accessKit(): Promise<AccessKit> {
  const kit = await demoKit();
  const { db } = kit.t.deps.database;
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'owner@customer.demo'));
  const [company] = await db
    .insert(companies)
    .values({ name: 'Elsewhere Trading', email: 'contact@elsewhere.test', type: 'Customer' })
    .returning({ id: companies.id });
  if (!owner || !company) throw new Error('no demo owner');
  const other = await addCompanyUser(kit.t, company.id, 'owner@elsewhere.test', 'company_owner');
  await insertDemoDevices(db, [
    {
      serial: 'DL9-0001',
      name: 'Elsewhere door',
      hardwareId: 401,
      solutionId: 30,
      company: 'Elsewhere Trading',
    },
  ]);
  const door = async (serial: string) => {
    const [row] = await db.select({ id: devices.id }).from(devices).where(eq(devices.serial, serial));
    if (!row) throw new Error(`no door ${serial}`);
    return row.id;
  };
  return {
    ...kit,
    ownerId: owner.id,
    door,
    other: { token: other.token, userId: other.id, doorId: await door('DL9-0001') },
    asOther: (method, url, body) =>
      kit.t.as(other.token, { method, url, ...(body !== undefined && { body }) } as never),
    anonymous: (method, url, remoteAddress = '203.0.113.7') =>
      kit.t.app.inject({ method, url, remoteAddress }),
    accessLog: (doorId) =>
      db
        .select()
        .from(deviceAccessLogs)
        .where(eq(deviceAccessLogs.deviceId, doorId))
        .orderBy(desc(deviceAccessLogs.id)),
    commands: (doorId) =>
      db
        .select()
        .from(deviceCommands)
        .where(and(eq(deviceCommands.deviceId, doorId)))
        .orderBy(desc(deviceCommands.createdAt)),
    countAccesses: async () => (await db.select({ id: doorAccesses.id }).from(doorAccesses)).length,
  };
}
