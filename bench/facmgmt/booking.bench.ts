/**
 * Facility booking benchmark (issue 20): 100 users book the same 10 slots at once (10 per slot, every request
 * in flight together): exactly 10 must win, the other 90 answer 409 RESERVATION_OVERLAP, one row per slot.
 * Then, in the same run and database, bookings per second through the API (each with its checks, the overlap
 * query, the transaction with the exclusion constraint and the hooks) beside plain single-row INSERTs into the
 * same table at the same concurrency (the constraint still checked, nothing else).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:booking -w @atrium/bench
 *   BENCH_BOOKINGS=1000 BENCH_CONCURRENCY=20 (without DATABASE_URL: embedded PGlite)
 *
 * Writes bench/results/facmgmt-booking.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import path from 'node:path';
import { access, facmgmt } from '@atrium/contracts';
import { DEMO_PASSWORD, demoOwnerEmail } from '@atrium/server/src/modules/companies/companies.seed.ts';
import { addCompanyUser } from '@atrium/server/src/test/demo-kit.ts';
import { createTestApp } from '@atrium/server/src/test/harness.ts';
import { sql } from 'drizzle-orm';

const USERS = 100;
const SLOTS = 10;
const BOOKINGS = Number(process.env.BENCH_BOOKINGS ?? 1000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);
const ZONE = 'Asia/Dubai';
const API = '/api/facmgmt/api';
const RESULTS = path.join(import.meta.dirname, '..', 'results', 'facmgmt-booking.md');
const ALWAYS_OPEN = Array(7).fill({ open: '00:00', close: '24:00' });
/** Past every demo booking (the weekly series runs about 8 weeks ahead). */
const RACE_DAY = 100;

/** `count` jobs, at most `limit` in flight at a time. */
async function pool<T>(count: number, limit: number, job: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, count) }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await job(i);
      }
    }),
  );
  return out;
}

async function main() {
  const driver = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const t = await createTestApp({
    SEED_DEMO: 'true',
    LOGIN_RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  });
  const { db } = t.deps.database;
  const owner = await t.login(demoOwnerEmail('Customer'), DEMO_PASSWORD);
  const ownerToken = owner.token;
  const call = (token: string, method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown) =>
    t.as(token, { method, url, ...(body !== undefined && { body }) } as never);
  const companyId = owner.user.personalInfo.companyId ?? 0;

  // Every demo building open around the clock, so slots are only a matter of time.
  const buildings = (await call(ownerToken, 'GET', `${API}/building?limit=100`)).json().data as {
    id: number;
    name: string;
  }[];
  for (const b of buildings.filter((x) => ['Headquarters', 'Annex'].includes(x.name)))
    await call(ownerToken, 'PUT', `${API}/building/${b.id}`, { timeZone: ZONE, openingHours: ALWAYS_OPEN });
  const spaces = (await call(ownerToken, 'GET', `${API}/space?bookable=true&limit=100`)).json().data as {
    id: number;
    name: string;
  }[];
  const spaceId = (name: string) => spaces.find((s) => s.name === name)?.id ?? 0;
  const [raceSpace, apiSpace, insertSpace] = [
    spaceId('Meeting room A'),
    spaceId('Open office'),
    spaceId('Workshop'),
  ];

  console.log(`[bench] ${driver}: signing in ${USERS} users`);
  const tokens = await pool(
    USERS,
    10,
    async (i) => (await addCompanyUser(t, companyId, `booker${i}@bench.test`, 'company_owner')).token,
  );

  const today = access.localTime(new Date(), ZONE).date;
  const slotStart = (day: number, quarter: number) =>
    access.zonedInstant(access.dateAfter(today, day), quarter * 15, ZONE);
  const span = (day: number, quarter: number, minutes = 15) => {
    const startsAt = slotStart(day, quarter);
    return {
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + minutes * 60_000).toISOString(),
    };
  };

  // 1. The race: 100 users, 10 slots of one hour, all at once.
  const raceStarted = performance.now();
  const race = await Promise.all(
    tokens.map((token, i) =>
      call(token, 'POST', `${API}/reservation`, {
        spaceId: raceSpace,
        title: `Race user ${i}`,
        ...span(RACE_DAY, 36 + (i % SLOTS) * 4, 60),
      }),
    ),
  );
  const raceMs = performance.now() - raceStarted;
  const won = race.filter((r) => r.statusCode === 201).length;
  const refused = race.filter(
    (r) => r.statusCode === 409 && r.json().code === facmgmt.FM_ERROR_CODES.overlap,
  ).length;
  const other = race
    .filter((r) => r.statusCode !== 201 && r.statusCode !== 409)
    .map((r) => `${r.statusCode} ${r.body}`);
  const rows = Number(
    (
      (await db.execute(
        sql`select count(*)::int as n from fm_reservations where space_id = ${raceSpace} and title like 'Race user %' and status = 'confirmed'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n,
  );

  // 2. Throughput: distinct free 15-minute slots through the API, then plain INSERTs of as many rows.
  const apiStarted = performance.now();
  const booked = await pool(BOOKINGS, CONCURRENCY, (i) =>
    call(tokens[i % USERS] ?? ownerToken, 'POST', `${API}/reservation`, {
      spaceId: apiSpace,
      title: `Throughput ${i}`,
      ...span(RACE_DAY + 1 + Math.floor(i / 96), i % 96),
    }),
  );
  const apiSeconds = (performance.now() - apiStarted) / 1000;
  const apiFailed = booked.filter((r) => r.statusCode !== 201).map((r) => `${r.statusCode} ${r.body}`);

  // The floor of any signed-in call on this machine now: one space read, same count and concurrency.
  const readStarted = performance.now();
  await pool(BOOKINGS, CONCURRENCY, (i) =>
    call(tokens[i % USERS] ?? ownerToken, 'GET', `${API}/space/${apiSpace}`),
  );
  const readSeconds = (performance.now() - readStarted) / 1000;

  const annex = buildings.find((b) => b.name === 'Annex');
  const [someone] = (
    (await db.execute(sql`select id from users where email = 'booker0@bench.test'`)) as unknown as {
      rows: { id: number }[];
    }
  ).rows;
  const insertStarted = performance.now();
  await pool(BOOKINGS, CONCURRENCY, (i) => {
    const s = span(RACE_DAY + 1 + Math.floor(i / 96), i % 96);
    return db.execute(sql`insert into fm_reservations (company_id, space_id, structure_id, title, booked_by, starts_at, ends_at)
      values (${companyId}, ${insertSpace}, ${annex?.id ?? 0}, ${`Insert ${i}`}, ${someone?.id ?? 0}, ${s.startsAt}, ${s.endsAt})`);
  });
  const insertSeconds = (performance.now() - insertStarted) / 1000;

  const lines = [
    `# Facility booking benchmark (${new Date().toISOString().slice(0, 16)}Z, ${driver}, ${cpus().length} CPUs, load ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')})`,
    '',
    `- Race: ${USERS} users, ${SLOTS} one-hour slots of one room, all ${USERS} requests at once: **${won} won**, ${refused} refused 409 RESERVATION_OVERLAP, ${other.length} other answers; ${rows} rows in the table; ${raceMs.toFixed(0)} ms for the lot.`,
    `- Through the API: ${BOOKINGS} bookings of free slots, ${CONCURRENCY} in flight: **${(BOOKINGS / apiSeconds).toFixed(0)} bookings/s** (${apiFailed.length} failed).`,
    `- For scale, a signed-in read (GET /space/:id) through the same app, same count and concurrency: **${(BOOKINGS / readSeconds).toFixed(0)} reads/s**.`,
    `- Plain INSERTs into fm_reservations (exclusion constraint checked, nothing else), same count and concurrency: **${(BOOKINGS / insertSeconds).toFixed(0)} rows/s**.`,
    '',
  ];
  if (other.length > 0 || apiFailed.length > 0)
    lines.push('Unexpected answers:', ...[...other, ...apiFailed].slice(0, 5).map((o) => `- ${o}`), '');
  const report = lines.join('\n');
  console.log(report);
  mkdirSync(path.dirname(RESULTS), { recursive: true });
  writeFileSync(RESULTS, report);
  await t.close();
  if (won !== SLOTS || rows !== SLOTS || refused !== USERS - SLOTS) process.exitCode = 1;
}

await main();
