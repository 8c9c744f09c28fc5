/**
 * API benchmark: the real application (every kernel plugin, zod validation and serialisation, JWT guard)
 * against a bare Fastify baseline doing the same database work, side by side in one run, on one PGlite.
 *
 *   npm run bench                                   (embedded PGlite)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench   (PostgreSQL)
 *   BENCH_SECONDS=5 BENCH_CONNECTIONS=10 BENCH_ROUNDS=3 by default
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '@atrium/server/src/app.ts';
import { createDeps } from '@atrium/server/src/deps.ts';
import { loadConfig } from '@atrium/server/src/kernel/config.ts';
import { createTestDatabase } from '@atrium/server/src/kernel/db/test-db.ts';
import { modules } from '@atrium/server/src/modules/index.ts';
import { sessionUserOf } from '@atrium/server/src/modules/users/users.service.ts';
import { seedOnce } from '@atrium/server/src/seed.ts';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function once(url: string, headers: Record<string, string>) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** Baseline and candidate alternate round by round, so background load falls on both alike; medians reported. */
async function compare(baseUrl: string, oursUrl: string, headers: Record<string, string> = {}) {
  const base: Awaited<ReturnType<typeof once>>[] = [];
  const ours: Awaited<ReturnType<typeof once>>[] = [];
  for (let round = 0; round < rounds; round++) {
    base.push(await once(baseUrl, {}));
    ours.push(await once(oursUrl, headers));
  }
  const summary = (runs: typeof base) => ({
    rps: Math.round(median(runs.map((r) => r.rps))),
    p50: median(runs.map((r) => r.p50)),
    p99: median(runs.map((r) => r.p99)),
  });
  return [summary(base), summary(ours)] as const;
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

  const atrium = await buildApp(deps);
  const baseline = Fastify();
  baseline.get('/health', async () => {
    await database.db.execute(sql`select 1`);
    return { status: 'ok', database: 'ok', uptimeSeconds: 1 };
  });
  baseline.get('/me', async () => ({ data: await sessionUserOf(database.db, 1) }));

  const [atriumUrl, baselineUrl] = [await listen(atrium), await listen(baseline)];
  const login = await fetch(`${atriumUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: config.SEED_ADMIN_EMAIL, password: config.SEED_ADMIN_PASSWORD }),
  });
  const { data } = (await login.json()) as { data: { token: string } };
  const bearer = { authorization: `Bearer ${data.token}` };

  const rows = [
    ['GET /health (select 1)', ...(await compare(`${baselineUrl}/health`, `${atriumUrl}/api/health`))],
    [
      'GET /user/me (user, company, permissions)',
      ...(await compare(`${baselineUrl}/me`, `${atriumUrl}/api/user/me`, bearer)),
    ],
  ] as const;

  const lines = [
    `API benchmark, ${new Date().toISOString().slice(0, 10)}, Node ${process.version}, ${connections} connections, median of ${rounds} alternating rounds of ${seconds} s, ${database.driver === 'pglite' ? 'embedded PGlite' : 'PostgreSQL'}`,
    '',
    '| case | bare Fastify req/s | Atrium req/s | ratio | bare p50 / p99 ms | Atrium p50 / p99 ms |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      ([name, base, ours]) =>
        `| ${name} | ${base.rps} | ${ours.rps} | ${(ours.rps / base.rps).toFixed(2)} | ${base.p50} / ${base.p99} | ${ours.p50} / ${ours.p99} |`,
    ),
  ];
  console.log(lines.join('\n'));
  mkdirSync(path.join(import.meta.dirname, 'results'), { recursive: true });
  writeFileSync(
    path.join(import.meta.dirname, 'results', `api-${database.driver}.md`),
    `${lines.join('\n')}\n`,
  );

  await atrium.close();
  await baseline.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
