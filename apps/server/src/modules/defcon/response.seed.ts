import { defcon as contract } from '@atrium/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { hashPassword } from '../../kernel/auth/passwords.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { AppDeps } from '../../kernel/module.ts';
import { alarmHistory, alarms } from '../alarms/alarms.schema.ts';
import { companies } from '../companies/companies.schema.ts';
import { DEMO_PASSWORD } from '../companies/companies.seed.ts';
import { devices } from '../devices/devices.schema.ts';
import { assignRole } from '../permissions/permissions.service.ts';
import { users } from '../users/users.schema.ts';
import { codeFamily } from './alarms.service.ts';
import { DEMO_SECURITY_COMPANY } from './panels.seed.ts';
import {
  defconAlarms,
  defconCustomerSites,
  defconEscalations,
  defconIntrusionSettings,
  defconLocalities,
  defconStationLocalities,
} from './response.schema.ts';

/**
 * Defcon's response demo (issue 18): the demo Security Company serves the demo Customer (it monitors its
 * panels) and manages a second customer, has two operators and a responder; the demo police HQ covers four
 * localities with two local stations; intrusion settings; and two weeks of handled alarms on the demo panels
 * (acknowledged, false alarms, responders sent, escalated to the police and handed over), so the dashboard
 * and the histories show figures on a fresh start. Demo users sign in with DEMO_PASSWORD.
 */

export const DEFCON_DEMO_USERS = [
  {
    email: 'operator1@security-company.demo',
    first: 'Omar',
    last: 'Operator',
    company: DEMO_SECURITY_COMPANY,
    role: 'operator',
  },
  {
    email: 'operator2@security-company.demo',
    first: 'Olivia',
    last: 'Operator',
    company: DEMO_SECURITY_COMPANY,
    role: 'operator',
  },
  {
    email: 'responder@security-company.demo',
    first: 'Rami',
    last: 'Responder',
    company: DEMO_SECURITY_COMPANY,
    role: 'responder',
  },
  {
    email: 'officer@hq-police-station.demo',
    first: 'Huda',
    last: 'Officer',
    company: 'Demo HQ Police Station',
    role: 'police-hq',
  },
  {
    email: 'officer@local-police-station.demo',
    first: 'Layla',
    last: 'Officer',
    company: 'Demo Local Police Station',
    role: 'local-police',
  },
  {
    email: 'officer@jebel-ali-police.demo',
    first: 'Jamal',
    last: 'Officer',
    company: 'Jebel Ali Police Station',
    role: 'local-police',
  },
] as const satisfies readonly { role: contract.DefconRole; [k: string]: string }[];

const LOCALITIES = ['Downtown Dubai', 'Deira', 'Jebel Ali', 'Dubai Marina'] as const;
const SECOND_CUSTOMER = 'Al Barsha Villa';

/** A small deterministic generator, so every fresh start shows the same history. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s / 2_147_483_648;
  };
}

async function idOf(db: DbOrTx, name: string) {
  const [row] = await db.select({ id: companies.id }).from(companies).where(eq(companies.name, name));
  return row?.id ?? null;
}

export async function seedDefconResponse({ config, database }: AppDeps) {
  if (!config.SEED_DEMO) return;
  const { db } = database;
  const sc = await idOf(db, DEMO_SECURITY_COMPANY);
  const customer = await idOf(db, 'Demo Customer');
  const hq = await idOf(db, 'Demo HQ Police Station');
  const local = await idOf(db, 'Demo Local Police Station');
  if (!sc || !customer || !hq || !local) return;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    const localities = await tx
      .insert(defconLocalities)
      .values(LOCALITIES.map((name) => ({ name, hqCompanyId: hq })))
      .returning();
    const loc = (name: string) => localities.find((l) => l.name === name)?.id ?? 0;
    const [jebelAli] = await tx
      .insert(companies)
      .values({
        name: 'Jebel Ali Police Station',
        email: 'jebel-ali@police.demo',
        type: 'Local Police Station',
        parentCompanyId: hq,
      })
      .returning({ id: companies.id });
    await tx.insert(defconStationLocalities).values([
      { stationCompanyId: local, localityId: loc('Downtown Dubai') },
      { stationCompanyId: local, localityId: loc('Deira') },
      ...(jebelAli
        ? [
            { stationCompanyId: jebelAli.id, localityId: loc('Jebel Ali') },
            { stationCompanyId: jebelAli.id, localityId: loc('Dubai Marina') },
          ]
        : []),
    ]);
    // The Security Company serves the demo Customer by monitoring its panels (accepted assignments, panels.seed).
    const [villa] = await tx
      .insert(companies)
      .values({ name: SECOND_CUSTOMER, email: 'villa@customer.demo', type: 'Customer', parentCompanyId: sc })
      .returning({ id: companies.id });
    await tx.insert(defconCustomerSites).values([
      {
        companyId: customer,
        localityId: loc('Downtown Dubai'),
        address: 'Sheikh Mohammed bin Rashid Blvd',
        phone: '+971501234567',
      },
      ...(villa
        ? [
            {
              companyId: villa.id,
              localityId: loc('Jebel Ali'),
              address: 'Villa 12, Al Barsha 2',
              phone: '+971507654321',
            },
          ]
        : []),
    ]);
    if (villa) {
      const [owner] = await tx
        .insert(users)
        .values({
          email: 'owner@villa-customer.demo',
          passwordHash,
          firstName: 'Villa',
          lastName: 'Owner',
          companyId: villa.id,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (owner) {
        await assignRole(tx, owner.id, 'company_owner');
        await assignRole(tx, owner.id, contract.defconRoleKey('customer'));
      }
    }
    for (const u of DEFCON_DEMO_USERS) {
      const companyId = await idOf(tx, u.company);
      if (!companyId) continue;
      const [row] = await tx
        .insert(users)
        .values({
          email: u.email,
          passwordHash,
          firstName: u.first,
          lastName: u.last,
          companyId,
          emailVerifiedAt: new Date(),
        })
        .returning({ id: users.id });
      if (row) await assignRole(tx, row.id, contract.defconRoleKey(u.role));
    }
    await tx.insert(defconIntrusionSettings).values({
      companyId: sc,
      entryDelaySeconds: 30,
      exitDelaySeconds: 60,
      acknowledgeSeconds: 120,
      dispatchSeconds: 600,
      policeHandOverSeconds: 300,
    });
    await seedHistory(tx, { sc, customer, hq, local, locality: loc('Downtown Dubai') });
  });
}

/** Two weeks of handled intrusion alarms and a few status alarms on the demo Customer's panels. */
async function seedHistory(
  tx: DbOrTx,
  ids: { sc: number; customer: number; hq: number; local: number; locality: number },
) {
  const panels = await tx
    .select({ id: devices.id, serial: devices.serial })
    .from(devices)
    .where(inArray(devices.serial, ['IP8-0001', 'IP8-0002']));
  const staff = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(and(eq(users.companyId, ids.sc)));
  const operators = staff.filter((s) => s.email.startsWith('operator')).map((s) => s.id);
  const responder = staff.find((s) => s.email.startsWith('responder'))?.id ?? null;
  const [stationOfficer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'officer@local-police-station.demo'));
  const [hqOfficer] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'officer@hq-police-station.demo'));
  if (panels.length === 0 || operators.length === 0) return;
  const rnd = random(18);
  const now = Date.now();
  const plus = (t: Date, s: number) => new Date(t.getTime() + s * 1000);
  for (let i = 0; i < 28; i++) {
    const panel = panels[i % panels.length];
    if (!panel) continue;
    const status = i % 7 === 3;
    const raisedAt = new Date(now - (14 * 86_400_000 * (i + 1)) / 29 - Math.floor(rnd() * 3_600_000));
    const zone = 1 + Math.floor(rnd() * 3);
    const code = status ? 'AT' : 'BA';
    const operator = operators[Math.floor(rnd() * operators.length)] ?? operators[0] ?? null;
    const ackAfter = 20 + Math.floor(rnd() * 200);
    const outcome = status
      ? 'restored'
      : (['false', 'responder', 'police', 'terminated', 'false', 'police'] as const)[i % 6];
    const ackAt = plus(raisedAt, ackAfter);
    const [row] = await tx
      .insert(alarms)
      .values({
        companyId: ids.customer,
        deviceId: panel.id,
        ruleId: `${status ? 'status' : 'intrusion'}:${codeFamily(code)}:${status ? 0 : zone}`,
        category: status ? 'status' : 'intrusion',
        kind: 'panel-event',
        severity: status ? 'major' : 'critical',
        status: 'terminated',
        message: status ? 'AC power trouble' : `Burglary alarm, zone ${zone}`,
        key: code,
        value: status ? 0 : zone,
        raisedAt,
        acknowledgedAt: ackAt,
      })
      .returning({ id: alarms.id });
    if (!row) continue;
    const id = row.id;
    const history: (typeof alarmHistory.$inferInsert)[] = [
      {
        alarmId: id,
        at: raisedAt,
        event: 'raised',
        comment: status ? 'AC power trouble' : `Burglary alarm, zone ${zone}`,
      },
    ];
    const rungs: (typeof defconEscalations.$inferInsert)[] = [];
    const extra: Partial<typeof defconAlarms.$inferInsert> = {};
    let closedAt = plus(ackAt, 60 + Math.floor(rnd() * 600));
    if (!status) {
      // The first operator sometimes missed the deadline (120 s): the next one acknowledged.
      const missed = ackAfter > 120;
      rungs.push({
        alarmId: id,
        level: 'operator',
        step: 0,
        targetCompanyId: ids.sc,
        targetUserId: operators[0] ?? null,
        openedAt: raisedAt,
        deadline: plus(raisedAt, 120),
        outcome: missed ? 'missed' : 'met',
        resolvedAt: missed ? plus(raisedAt, 120) : ackAt,
        resolvedBy: missed ? null : operator,
      });
      if (missed) {
        history.push({
          alarmId: id,
          at: plus(raisedAt, 120),
          event: 'auto-escalated',
          comment: 'The operator deadline was missed; now operator',
        });
        rungs.push({
          alarmId: id,
          level: 'operator',
          step: 1,
          targetCompanyId: ids.sc,
          targetUserId: operators[1] ?? null,
          openedAt: plus(raisedAt, 120),
          deadline: plus(raisedAt, 240),
          outcome: 'met',
          resolvedAt: ackAt,
          resolvedBy: operator,
        });
      }
    }
    history.push({ alarmId: id, at: ackAt, event: 'acknowledged', userId: operator, comment: null });
    if (outcome === 'false') {
      history.push({
        alarmId: id,
        at: closedAt,
        event: 'rejected',
        userId: operator,
        comment: 'Pet in the reception area',
      });
      Object.assign(extra, { falseAlarm: true, rejectReason: 'Pet in the reception area' });
    } else if (outcome === 'responder') {
      const sent = plus(ackAt, 30);
      const onSite = plus(sent, 240);
      closedAt = plus(onSite, 300 + Math.floor(rnd() * 600));
      history.push({
        alarmId: id,
        at: sent,
        event: 'dispatched',
        userId: operator,
        comment: 'Patrol on the way',
      });
      rungs.push({
        alarmId: id,
        level: 'responder',
        targetCompanyId: ids.sc,
        targetUserId: responder,
        openedAt: sent,
        deadline: plus(sent, 600),
        outcome: 'met',
        resolvedAt: onSite,
        resolvedBy: responder,
      });
      history.push({ alarmId: id, at: onSite, event: 'acknowledged', userId: responder, comment: 'On site' });
      history.push({
        alarmId: id,
        at: closedAt,
        event: 'terminated',
        userId: responder,
        comment: 'Door found open, secured',
      });
      Object.assign(extra, { responderUserId: responder, dispatchedAt: sent });
    } else if (outcome === 'police') {
      const up = plus(ackAt, 45);
      const handed = plus(up, 60 + Math.floor(rnd() * 200));
      const stationAck = plus(handed, 90 + Math.floor(rnd() * 300));
      closedAt = plus(stationAck, 600 + Math.floor(rnd() * 1800));
      history.push({
        alarmId: id,
        at: up,
        event: 'police-escalated',
        userId: operator,
        comment: 'Forced entry on camera',
      });
      rungs.push({
        alarmId: id,
        level: 'police-hq',
        targetCompanyId: ids.hq,
        openedAt: up,
        deadline: plus(up, 300),
        outcome: 'met',
        resolvedAt: handed,
        resolvedBy: hqOfficer?.id ?? null,
      });
      history.push({
        alarmId: id,
        at: handed,
        event: 'handed-over',
        userId: hqOfficer?.id ?? null,
        comment: 'Handed to Demo Local Police Station',
      });
      rungs.push({
        alarmId: id,
        level: 'police-station',
        targetCompanyId: ids.local,
        openedAt: handed,
        deadline: plus(handed, 300),
        outcome: 'met',
        resolvedAt: stationAck,
        resolvedBy: stationOfficer?.id ?? null,
      });
      history.push({
        alarmId: id,
        at: stationAck,
        event: 'acknowledged',
        userId: stationOfficer?.id ?? null,
        comment: 'Patrol car dispatched',
      });
      history.push({
        alarmId: id,
        at: closedAt,
        event: 'terminated',
        userId: stationOfficer?.id ?? null,
        comment: 'Area searched, report filed',
      });
      Object.assign(extra, {
        policeHqId: ids.hq,
        policeStationId: ids.local,
        policeEscalatedAt: up,
        handedOverAt: handed,
        dispatchedAt: up,
      });
    } else if (outcome === 'restored') {
      history.push({ alarmId: id, at: closedAt, event: 'restored', comment: 'AR' });
      history.push({ alarmId: id, at: closedAt, event: 'cleared' });
      Object.assign(extra, { restoredAt: closedAt });
    } else {
      history.push({
        alarmId: id,
        at: closedAt,
        event: 'terminated',
        userId: operator,
        comment: 'Customer confirmed a test',
      });
    }
    await tx
      .update(alarms)
      .set({
        closedAt,
        status: outcome === 'restored' ? 'cleared' : 'terminated',
        ...(extra.dispatchedAt && { escalatedAt: extra.dispatchedAt }),
      })
      .where(eq(alarms.id, id));
    await tx.insert(defconAlarms).values({
      alarmId: id,
      panelDeviceId: panel.id,
      code,
      codeFamily: codeFamily(code),
      zone: status ? null : zone,
      securityCompanyId: ids.sc,
      localityId: ids.locality,
      stage: 'closed',
      ...extra,
    });
    await tx.insert(alarmHistory).values(history);
    if (rungs.length) await tx.insert(defconEscalations).values(rungs);
  }
}
