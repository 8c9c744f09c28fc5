import { groups as contract } from '@atrium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { structures } from '../places/places.schema.ts';
import { users } from '../users/users.schema.ts';
import {
  notificationGroups,
  notificationGroupUsers,
  permissionGroups,
  permissionGroupUsers,
} from './groups.schema.ts';

/**
 * The demo Customer (the owner of the demo devices) gets a notification group in which its owner hears of
 * operational alarms at once (in the app and by email) and of status alarms in the hourly digest, and a
 * permission group for alarm operators on its first structure.
 */
export async function seedDemoGroups({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [owner] = await db
    .select({ id: users.id, companyId: companies.id })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, demoOwnerEmail('Customer')), eq(companies.name, 'Demo Customer')));
  if (!owner) return;
  const [structure] = await db
    .select({ id: structures.id })
    .from(structures)
    .where(eq(structures.companyId, owner.companyId))
    .orderBy(asc(structures.id))
    .limit(1);
  const [notification] = await db
    .insert(notificationGroups)
    .values({
      companyId: owner.companyId,
      name: 'Demo alarm watchers',
      description: 'Operational alarms at once in the app and by email; status alarms in the hourly digest.',
      notifications: {
        operational: { immediate: ['in-app', 'email'] },
        status: { scheduled: ['email'] },
      },
    })
    .returning({ id: notificationGroups.id });
  if (notification)
    await db.insert(notificationGroupUsers).values({ groupId: notification.id, userId: owner.id });
  const [permission] = await db
    .insert(permissionGroups)
    .values({
      companyId: owner.companyId,
      name: 'Demo alarm operators',
      description: 'See the devices and handle their alarms.',
      permissions: contract.permissionKeysOf({
        swam: ['view'],
        swam_devices: ['view'],
        swam_alarms: ['view', 'acknowledge', 'comment'],
      }),
      resources: structure ? [{ type: 'structure', id: structure.id }] : [],
    })
    .returning({ id: permissionGroups.id });
  if (permission) await db.insert(permissionGroupUsers).values({ groupId: permission.id, userId: owner.id });
}
