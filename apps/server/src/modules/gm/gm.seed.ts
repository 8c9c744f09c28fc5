import type { alarms } from '@atrium/contracts';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarmTemplates } from '../alarms/alarms.schema.ts';
import { noAlarmsApplied, raiseAppAlarm } from '../alarms/app-alarms.ts';
import { DEMO_PASSWORD } from '../companies/companies.seed.ts';
import { devices } from '../devices/devices.schema.ts';
import { type DemoDevice, demoDeviceIds, insertDemoDevices } from '../devices/devices.seed.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { readings } from '../telemetry/telemetry.schema.ts';
import { users } from '../users/users.schema.ts';
import { gmNotificationSettings, gmSettingUsers, gmStaff, gmStaffDevices } from './gm.schema.ts';

/**
 * The demo Global Mobility Company (issue 22): a gm admin, an operator and two responders on duty, each with a
 * personal tracker (the operator also a phone) walking around Dubai for the last three hours, one SOS alarm
 * still open, a template (low battery, silent for 30 minutes) and two notification settings, one escalating.
 */

export const GM_DEMO_COMPANY = 'Demo Global Mobility Company';
const DOMAIN = 'global-mobility-company.demo';
export const gmDemoEmail = (who: string) => `${who}@${DOMAIN}`;

const TRACKER = { hardwareId: 2201, solutionId: 65 };
const PHONE = { hardwareId: 2202, solutionId: 65 };

/** Login, first name, role, on duty, devices (serial, name, kind). */
const STAFF: [string, string, string, boolean, [string, string, typeof TRACKER][]][] = [
  ['gm.admin', 'Mariam', 'gm_admin', false, [['GMT-0001', 'Mariam tracker', TRACKER]]],
  [
    'gm.operator',
    'Omar',
    'gm_operator',
    false,
    [
      ['GMT-0002', 'Omar tracker', TRACKER],
      ['GMP-0001', 'Omar phone', PHONE],
    ],
  ],
  ['gm.responder1', 'Rashid', 'gm_responder', true, [['GMT-0003', 'Rashid tracker', TRACKER]]],
  ['gm.responder2', 'Layla', 'gm_responder', true, [['GMT-0004', 'Layla tracker', TRACKER]]],
];
/** A spare tracker nobody carries yet (the browser test presses its SOS). */
const SPARE: [string, string] = ['GMT-0005', 'Spare tracker'];
/** Whose SOS is still open. */
const SOS_SERIAL = 'GMT-0002';

export const GM_DEMO_DEVICES: readonly DemoDevice[] = [
  ...STAFF.flatMap(([, , , , list]) =>
    list.map(([serial, name, kind]) => ({ serial, name, ...kind, company: GM_DEMO_COMPANY })),
  ),
  { serial: SPARE[0], name: SPARE[1], ...TRACKER, company: GM_DEMO_COMPANY },
];

const HISTORY_MS = 3 * 3_600_000;
const STEP_MS = 2 * 60_000;
/** Around Downtown Dubai and Business Bay. */
const DUBAI = { lat: 25.1972, lng: 55.2744 };

const GM_RULES: alarms.Rule[] = [
  { id: 'gm-battery', kind: 'battery-low', severity: 'warning' },
  { id: 'gm-silent', kind: 'no-data', minutes: 30, severity: 'major' },
];

/** A walk of its own for each device: a loop a few hundred metres wide, battery slowly draining. */
function trackOf(index: number, end: number) {
  const rows: { ts: Date; values: Record<string, number> }[] = [];
  const steps = HISTORY_MS / STEP_MS;
  for (let i = 0; i <= steps; i += 1) {
    const angle = (i / steps) * 2 * Math.PI + index;
    const ts = new Date(end - HISTORY_MS + i * STEP_MS);
    rows.push({
      ts,
      values: {
        latitude: Number((DUBAI.lat + 0.01 * index + 0.004 * Math.sin(angle)).toFixed(6)),
        longitude: Number((DUBAI.lng - 0.008 * index + 0.006 * Math.cos(angle)).toFixed(6)),
        speed: 3 + (i % 4),
        battery: Math.round(90 - 10 * index - (i / steps) * 12),
        sos: 0,
      },
    });
  }
  return rows;
}

export async function seedGm({ config, database }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const { db } = database;
  const companyIds = await insertDemoDevices(db, GM_DEMO_DEVICES);
  const companyId = companyIds.get(GM_DEMO_COMPANY);
  if (companyId === undefined) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const deviceIds = await demoDeviceIds(
    db,
    GM_DEMO_DEVICES.map((d) => d.serial),
  );
  const userIds = new Map<string, number>();
  for (const [login, firstName, role, onDuty, carried] of STAFF) {
    const [user] = await db
      .insert(users)
      .values({
        email: gmDemoEmail(login),
        passwordHash,
        firstName,
        lastName: role.replace('gm_', '').replace(/^./, (c) => c.toUpperCase()),
        companyId,
        emailVerifiedAt: new Date(),
        phone: `+9715000000${userIds.size + 1}`,
      })
      .returning({ id: users.id });
    if (!user) continue;
    userIds.set(login, user.id);
    await assignRole(db, user.id, role);
    await db.insert(gmStaff).values({ userId: user.id, companyId, onDuty });
    const links = carried.flatMap(([serial]) => {
      const deviceId = deviceIds.get(serial);
      return deviceId === undefined ? [] : [{ deviceId, userId: user.id }];
    });
    if (links.length > 0) await db.insert(gmStaffDevices).values(links);
  }
  const end = Date.now() - STEP_MS;
  const rows: (typeof readings.$inferInsert)[] = [];
  for (const [index, serial] of [...deviceIds.keys()].sort().entries()) {
    const id = deviceIds.get(serial) as number;
    const track = trackOf(index, end);
    for (const r of track) rows.push({ deviceId: id, ts: r.ts, receivedAt: r.ts, values: r.values });
    const last = track.at(-1)?.values ?? {};
    await db
      .update(devices)
      .set({ lastSeenAt: new Date(end), lastValues: last, battery: last.battery ?? null })
      .where(eq(devices.id, id));
  }
  await db.insert(readings).values(rows);
  await db.insert(alarmTemplates).values({
    companyId,
    app: 'gm',
    name: 'Demo staff safety',
    description: 'Low batteries and trackers silent for 30 minutes.',
    rules: GM_RULES,
  });
  const sosDevice = deviceIds.get(SOS_SERIAL);
  if (sosDevice !== undefined)
    await raiseAppAlarm(
      db,
      {
        companyId,
        deviceId: sosDevice,
        ruleId: 'gm:sos',
        category: 'operational',
        kind: 'sos',
        severity: 'critical',
        message: 'SOS: Omar tracker',
        key: 'sos',
        value: 1,
        at: new Date(end - 20 * 60_000),
      },
      noAlarmsApplied(),
    );
  const [sosSetting, dailySetting] = await db
    .insert(gmNotificationSettings)
    .values([
      {
        companyId,
        name: 'SOS to the operator, escalated to the admin',
        alarmTypes: ['sos', 'operational'],
        channels: ['app', 'email', 'sms'],
        escalationMinutes: 5,
      },
      { companyId, name: 'Status alarms by email', alarmTypes: ['status', 'template'], channels: ['email'] },
    ])
    .returning({ id: gmNotificationSettings.id });
  const admin = userIds.get('gm.admin');
  const operator = userIds.get('gm.operator');
  if (sosSetting && dailySetting && admin !== undefined && operator !== undefined)
    await db.insert(gmSettingUsers).values([
      { settingId: sosSetting.id, userId: operator, escalation: false },
      { settingId: sosSetting.id, userId: admin, escalation: true },
      { settingId: dailySetting.id, userId: admin, escalation: false },
    ]);
}
