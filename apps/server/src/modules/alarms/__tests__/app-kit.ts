import { hashPassword } from '../../../kernel/auth/passwords.ts';
import type { DevicesKit, Who } from '../../devices/__tests__/kit.ts';
import { roles } from '../../permissions/permissions.schema.ts';
import { assignRole } from '../../permissions/permissions.service.ts';
import { users } from '../../users/users.schema.ts';

/** Test helpers of the application kit: devices of an app, readings through the HTTP ingest, narrow users. */

export const DEVICE_PASSWORD = 'Device#12345';

/** Registers a device for a demo company (as the admin) and returns its id. */
export async function registerDevice(
  k: DevicesKit,
  owner: Who,
  device: { serial: string; hardwareId: number; solutionId: number },
) {
  const res = await k.call('admin', 'POST', '/api/device', {
    ...device,
    name: device.serial,
    customerId: k.ids[owner as keyof typeof k.ids],
    password: DEVICE_PASSWORD,
  });
  if (res.statusCode !== 201) throw new Error(`register ${device.serial}: ${res.statusCode} ${res.body}`);
  return (res.json().data as { id: number }).id;
}

/** One reading posted as the device (POST /api/telemetry): answered once stored and evaluated. */
export async function postReading(k: DevicesKit, serial: string, values: Record<string, number>) {
  const res = await k.t.app.inject({
    method: 'POST',
    url: '/api/telemetry',
    headers: { authorization: `Basic ${Buffer.from(`${serial}:${DEVICE_PASSWORD}`).toString('base64')}` },
    body: { values },
  });
  if (res.statusCode !== 200) throw new Error(`reading of ${serial}: ${res.statusCode} ${res.body}`);
}

/** A user of `companyId` holding only `permissions` (a custom role), signed in; returns their token and id. */
export async function userWith(k: DevicesKit, companyId: number, key: string, permissions: string[]) {
  const { db } = k.t.deps.database;
  await db.insert(roles).values({ key, name: key, app: null, permissions, system: false });
  const email = `${key}@kit.test`;
  const [user] = await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword('KitUser#12345'),
      firstName: key,
      lastName: 'Tester',
      companyId,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!user) throw new Error(`no user ${email}`);
  await assignRole(db, user.id, key);
  return { id: user.id, token: (await k.t.login(email, 'KitUser#12345')).token };
}
