/**
 * API benchmark: the real application (every kernel plugin, zod validation and serialisation, JWT guard)
 * against a bare Fastify baseline doing the same database work, side by side in one run, on one PGlite.
 *
 *   npm run bench                                   (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   (PostgreSQL)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_ROUNDS=3 by default; the paged list case runs at
 *   BENCH_LIST_CONNECTIONS=100 (its target: ≥ 70 % of the bare route, p99 under 50 ms)
 *   BENCH_WORKERS=1: autocannon fires from a worker thread, off the servers' event loop (0: in the same
 *   thread, as before); BENCH_CASES=health,me,list picks the cases
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@atrium/server/src/app.ts';
import { createDeps } from '@atrium/server/src/deps.ts';
import { hashPassword } from '@atrium/server/src/kernel/auth/passwords.ts';
import { loadConfig } from '@atrium/server/src/kernel/config.ts';
import { createTestDatabase } from '@atrium/server/src/kernel/db/test-db.ts';
import type { RequestContext } from '@atrium/server/src/kernel/http/context.ts';
import { companies } from '@atrium/server/src/modules/companies/companies.schema.ts';
import { listCompanyUsers } from '@atrium/server/src/modules/companies/company-users.service.ts';
import { modules } from '@atrium/server/src/modules/index.ts';
import { assignRole } from '@atrium/server/src/modules/permissions/permissions.service.ts';
import { users } from '@atrium/server/src/modules/users/users.schema.ts';
import { sessionUserOf } from '@atrium/server/src/modules/users/users.service.ts';
import { seedOnce } from '@atrium/server/src/seed.ts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const listConnections = Number(process.env.BENCH_LIST_CONNECTIONS ?? 100);
const workers = Number(process.env.BENCH_WORKERS ?? 1);
const cases = new Set((process.env.BENCH_CASES ?? 'health,me,list').split(','));
const LIST_ROWS = 50;

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function once(url: string, headers: Record<string, string>, conns: number) {
  const cpuStart = process.cpuUsage();
  const result = await autocannon({
    url,
    connections: conns,
    duration: seconds,
    headers,
    ...(workers > 0 ? { workers } : {}),
  });
  const cpu = process.cpuUsage(cpuStart);
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    // This process's CPU (server, autocannon, and PGlite when embedded) per answered request: less
    // sensitive than req/s to what else runs on the machine.
    cpuMs: (cpu.user + cpu.system) / 1000 / Math.max(1, result.requests.total),
  };
}

type Summary = Awaited<ReturnType<typeof compare>>[number];

interface Target {
  url: string;
  headers?: Record<string, string>;
}

/**
 * The targets take turns round by round (baseline first), so background load falls on all alike; medians
 * reported.
 */
async function compare(targets: Target[], conns = connections) {
  const runs: Awaited<ReturnType<typeof once>>[][] = targets.map(() => []);
  for (let round = 0; round < rounds; round++) {
    for (const [i, target] of targets.entries())
      runs[i]?.push(await once(target.url, target.headers ?? {}, conns));
  }
  return runs.map((list) => ({
    rps: Math.round(median(list.map((r) => r.rps))),
    p50: median(list.map((r) => r.p50)),
    p99: median(list.map((r) => r.p99)),
    cpuMs: median(list.map((r) => r.cpuMs)),
  }));
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'atrium-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    JOBS_ENABLED: 'false',
  });
  // A fresh database: in-memory PGlite, or a new database on the PostgreSQL server of DATABASE_URL.
  const database = await createTestDatabase();
  const deps = createDeps(config, database);
  await seedOnce(deps, modules);

  // A company with an owner and enough users for a full page of the paged list case.
  const [company] = await database.db
    .insert(companies)
    .values({ name: 'Bench Co', email: 'contact@bench.example', type: 'Customer' })
    .returning({ id: companies.id });
  if (!company) throw new Error('could not seed the bench company');
  const ownerPassword = 'Bench#12345';
  const [owner] = await database.db
    .insert(users)
    .values({
      email: 'owner@bench.example',
      passwordHash: await hashPassword(ownerPassword),
      firstName: 'Bench',
      lastName: 'Owner',
      companyId: company.id,
      emailVerifiedAt: new Date(),
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('could not seed the bench owner');
  await assignRole(database.db, owner.id, 'company_owner');
  await database.db.insert(users).values(
    Array.from({ length: 2 * LIST_ROWS }, (_, i) => ({
      email: `user${String(i).padStart(3, '0')}@bench.example`,
      passwordHash: 'not-a-login',
      firstName: `User ${i}`,
      lastName: 'Bench',
      companyId: company.id,
    })),
  );
  const ownerCtx: RequestContext = {
    requestId: 'bench',
    language: 'en',
    user: { id: owner.id, companyId: company.id, isAdmin: false },
    permissions: new Set(),
  };

  const atrium = await buildApp(deps);
  // The same application with the guard's permission lookup uncached, for the before/after of that cache.
  const uncached = await buildApp(createDeps({ ...config, PERMISSIONS_CACHE_MS: 0 }, database));
  const baseline = Fastify();
  baseline.get('/health', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok', uptimeSeconds: 1 };
  });
  baseline.get('/me', async () => ({ data: await sessionUserOf(database.db, 1) }));
  // The same service call the real route makes, without the kernel (no guard, validation, serialiser).
  baseline.get('/users', async () =>
    listCompanyUsers(database.db, ownerCtx, company.id, undefined, {
      limit: LIST_ROWS,
      offset: 0,
      sort: [{ field: 'email', direction: 'asc' }],
      total: true,
    }),
  );
  // The floor: the same page as one hand-written statement, no ORM, no service, no kernel.
  baseline.get('/users-sql', async () => {
    const { rows } = (await database.db.execute(sql`
      select u.id, u.email, u.first_name as "firstName", u.last_name as "lastName", u.status,
        u.created_at as "createdAt", count(*) over () as total,
        (select coalesce(json_agg(json_build_object('id', r.id, 'key', r.key, 'name', r.name,
          'expiresAt', ur.expires_at) order by r.id), '[]')
         from user_roles ur join roles r on r.id = ur.role_id where ur.user_id = u.id) as roles
      from users u where u.company_id = ${company.id}
      order by u.email, u.id limit ${LIST_ROWS}`)) as unknown as { rows: { total: string }[] };
    return { data: rows.map(({ total, ...row }) => row), totalRecords: Number(rows[0]?.total ?? 0) };
  });

  const [atriumUrl, baselineUrl, uncachedUrl] = [
    await listen(atrium),
    await listen(baseline),
    await listen(uncached),
  ];
  const signIn = async (email: string, password: string) => {
    const res = await fetch(`${atriumUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return { authorization: `Bearer ${((await res.json()) as { data: { token: string } }).data.token}` };
  };
  const bearer = await signIn(config.SEED_ADMIN_EMAIL, config.SEED_ADMIN_PASSWORD);
  const ownerBearer = await signIn('owner@bench.example', ownerPassword);
  const listPath = `/api/company/${company.id}/user?limit=${LIST_ROWS}&offset=0&sortBy=email&sortType=asc`;
  const sample = (await (await fetch(`${atriumUrl}${listPath}`, { headers: ownerBearer })).json()) as {
    data: unknown[];
  };
  if (sample.data?.length !== LIST_ROWS) throw new Error(`the list answered ${sample.data?.length} rows`);

  const rows: [string, ...Summary[]][] = [];
  if (cases.has('health'))
    rows.push([
      'GET /health (select 1)',
      ...(await compare([{ url: `${baselineUrl}/health` }, { url: `${atriumUrl}/api/health` }])),
    ]);
  if (cases.has('me'))
    rows.push([
      'GET /user/me (user, company, permissions; admin)',
      ...(await compare([
        { url: `${baselineUrl}/me` },
        { url: `${atriumUrl}/api/user/me`, headers: bearer },
      ])),
    ]);
  if (cases.has('list'))
    rows.push([
      `GET /company/:id/user (${LIST_ROWS} rows, sorted, company owner), ${listConnections} connections`,
      ...(await compare(
        [
          { url: `${baselineUrl}/users` },
          { url: `${atriumUrl}${listPath}`, headers: ownerBearer },
          { url: `${uncachedUrl}${listPath}`, headers: ownerBearer },
          { url: `${baselineUrl}/users-sql` },
        ],
        listConnections,
      )),
    ]);

  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  const lines = [
    `API benchmark, ${new Date().toISOString()}, Node ${process.version}, ${connections} connections, median of ${rounds} alternating rounds of ${seconds} s, load generator ${workers > 0 ? `in ${workers} worker thread(s)` : "on the servers' thread"}, ${database.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}, load average at the end ${load}`,
    '',
    '| case | bare Fastify req/s | Atrium req/s | ratio | bare p50 / p99 ms | Atrium p50 / p99 ms | CPU ms/request bare / Atrium | Atrium without the permissions cache: req/s, ratio, p50 / p99 ms, CPU ms/request | one hand-written SQL statement, no ORM or kernel: req/s, p50 / p99 ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(([name, ...results]) => {
      const [base, ours, before, floor] = results as [Summary, Summary, Summary?, Summary?];
      const old = before
        ? `${before.rps}, ${(before.rps / base.rps).toFixed(2)}, ${before.p50} / ${before.p99}, ${before.cpuMs.toFixed(2)}`
        : '–';
      const raw = floor ? `${floor.rps}, ${floor.p50} / ${floor.p99}` : '–';
      return `| ${name} | ${base.rps} | ${ours.rps} | ${(ours.rps / base.rps).toFixed(2)} | ${base.p50} / ${base.p99} | ${ours.p50} / ${ours.p99} | ${base.cpuMs.toFixed(2)} / ${ours.cpuMs.toFixed(2)} | ${old} | ${raw} |`;
    }),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results', `api-${database.driver}.md`),
    `${lines.join('\n')}\n`,
  );

  await atrium.close();
  await uncached.close();
  await baseline.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
