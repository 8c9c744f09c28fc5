import type { access as contract } from '@atrium/contracts';
import { and, asc, eq } from 'drizzle-orm';
import { hashToken } from '../../kernel/auth/tokens.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { companies } from '../companies/companies.schema.ts';
import { demoOwnerEmail } from '../companies/companies.seed.ts';
import { devices, hardware } from '../devices/devices.schema.ts';
import { users } from '../users/users.schema.ts';
import { accessCredentials, accessSchedules, doorAccesses } from './access.schema.ts';
import { codeDigest } from './credentials.service.ts';

/** Demo links a demo can open (development and demo installs only; a real link's token is random). */
export const DEMO_LINK_TOKENS = {
  visitor: 'demo-visitor-link',
  contractors: 'demo-contractors-link',
} as const;

const ZONE = 'Asia/Dubai';
const SAT_TO_THU = ['sat', 'sun', 'mon', 'tue', 'wed', 'thu'] as const;
const weekly = (start: string, end: string, overnight = false): contract.AccessWindow[] =>
  SAT_TO_THU.map((day) => ({ day, start, end, overnight }));

const DEMO_SCHEDULES = [
  { name: 'Office hours', windows: weekly('08:00', '17:00') },
  { name: 'Night shift', windows: weekly('22:00', '06:00', true) },
  { name: 'Friday cleaning', windows: [{ day: 'fri', start: '07:00', end: '12:00', overnight: false }] },
] as const satisfies readonly { name: string; windows: contract.AccessWindow[] }[];

export const DEMO_CREDENTIALS: readonly [
  contract.CredentialKind,
  string,
  string,
  contract.CredentialState,
][] = [
  ['card', 'Badge 1001', 'CARD1001', 'active'],
  ['card', 'Badge 1002 (lost)', 'CARD1002', 'blocked'],
  ['card', 'Badge 1003 (spare)', 'CARD1003', 'inactive'],
  ['pin', 'Server room PIN', '246810', 'active'],
  ['pin', 'Old warehouse PIN', '135790', 'locked'],
  ['phone-key', 'Owner phone', 'phone-key-demo-0001', 'active'],
  ['phone-key', 'Spare phone', 'phone-key-demo-0002', 'inactive'],
];

const hoursFromNow = (hours: number) => new Date(Date.now() + hours * 3_600_000);

/**
 * The demo Customer's access management: schedules, credentials of each kind and state, and accesses of
 * every type on its demo locks (seeded by the devices and metrowatch modules before this one).
 */
export async function seedAccess({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const [owner] = await db
    .select({ id: users.id, companyId: users.companyId })
    .from(users)
    .innerJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.email, demoOwnerEmail('Customer')), eq(companies.name, 'Demo Customer')));
  if (!owner?.companyId) return;
  const companyId = owner.companyId;
  const schedules = await db
    .insert(accessSchedules)
    .values(DEMO_SCHEDULES.map((s) => ({ companyId, name: s.name, timeZone: ZONE, windows: [...s.windows] })))
    .returning({ id: accessSchedules.id });
  const credentials = await db
    .insert(accessCredentials)
    .values(
      DEMO_CREDENTIALS.map(([kind, label, code, state]) => ({
        companyId,
        userId: owner.id,
        kind,
        label,
        codeHash: codeDigest(config.JWT_SECRET, kind, code),
        codeHint: kind === 'pin' ? null : code.slice(-4),
        state,
      })),
    )
    .returning({ id: accessCredentials.id });
  const locks = await db
    .select({ id: devices.id })
    .from(devices)
    .innerJoin(hardware, eq(hardware.id, devices.hardwareId))
    .where(and(eq(hardware.type, 'device-lock'), eq(devices.companyId, companyId)))
    .orderBy(asc(devices.id));
  const door = (index: number) => locks[index % Math.max(locks.length, 1)]?.id;
  const [office, night, friday] = schedules.map((s) => s.id);
  const [badge, lostBadge, , serverPin, , phone] = credentials.map((c) => c.id);
  if (locks.length === 0) return;
  const base = { companyId, createdBy: owner.id, validFrom: hoursFromNow(-24 * 7) };
  await db.insert(doorAccesses).values([
    {
      ...base,
      type: 'fulltime',
      doorId: door(0) ?? 0,
      userId: owner.id,
      note: 'Owner: every door, any time',
    },
    { ...base, type: 'fulltime', doorId: door(1) ?? 0, credentialId: badge, note: '' },
    { ...base, type: 'fulltime', doorId: door(0) ?? 0, credentialId: lostBadge, note: 'Lost badge: blocked' },
    { ...base, type: 'scheduled', doorId: door(1) ?? 0, credentialId: serverPin, scheduleId: office },
    { ...base, type: 'scheduled', doorId: door(3) ?? 0, credentialId: badge, scheduleId: night },
    { ...base, type: 'scheduled', doorId: door(2) ?? 0, credentialId: phone, scheduleId: friday },
    {
      ...base,
      type: 'scheduled',
      doorId: door(2) ?? 0,
      userId: owner.id,
      windows: [
        { day: 'sat', start: '06:00', end: '14:00', overnight: false },
        { day: 'sun', start: '06:00', end: '14:00', overnight: false },
      ],
      timeZone: ZONE,
      validUntil: hoursFromNow(24 * 60),
      note: 'Weekend deliveries',
    },
    {
      ...base,
      type: 'public-temporary',
      doorId: door(0) ?? 0,
      validFrom: hoursFromNow(-1),
      validUntil: hoursFromNow(24 * 3),
      maxUses: 5,
      uses: 1,
      tokenHash: hashToken(DEMO_LINK_TOKENS.contractors),
      note: 'Contractors this week',
    },
    {
      ...base,
      type: 'onetime',
      doorId: door(2) ?? 0,
      validFrom: hoursFromNow(-1),
      validUntil: hoursFromNow(24),
      maxUses: 1,
      tokenHash: hashToken(DEMO_LINK_TOKENS.visitor),
      note: 'Visitor: delivery driver',
    },
    {
      ...base,
      type: 'onetime',
      doorId: door(1) ?? 0,
      validFrom: hoursFromNow(-30),
      validUntil: hoursFromNow(-6),
      maxUses: 1,
      uses: 1,
      tokenHash: hashToken('demo-used-link'),
      note: 'Visitor: used yesterday',
    },
  ]);
}
