import { apps, fieldErrors } from '@atrium/contracts';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../harness.ts';
import { type BadCase, baseRequest, fixedCases, randomCase, unchanged } from './bad-requests.ts';
import { conformance, loadDocument } from './conformance.ts';
import { changedTables, tableStates } from './db-fingerprint.ts';
import { loadOperations, type Operation } from './openapi.ts';
import { pathIds, type Roots } from './path-ids.ts';
import { createCompanyWithOwner, seedCompanyRows } from './tenant-data.ts';

/**
 * Bad-input sweep (issue 8, part 1): every operation of /api/docs/json gets invalid and hostile requests
 * made from its own schema, as a Super Admin and as a company owner. Never a 5xx; a validation failure is
 * a 418 `[{ param, msg }]` naming the field; a refused request writes nothing (every table's row count
 * and content hash unchanged); every reply's status and body are the ones /api/docs/json documents.
 *
 *   HARDENING_SEED=<n>  replays a run (the seed is printed); HARDENING_RUNS=<n> random cases per operation.
 *
 * The operations are shared out between the files `bad-input-<k>.int.test.ts` (one shard each, its own app),
 * so the sweep runs on the test workers side by side instead of as one long file.
 */
const SEED = Number(process.env.HARDENING_SEED ?? 20_261_122);
const RUNS = Number(process.env.HARDENING_RUNS ?? 10);

/** Operations never swept, each with its reason. None today: body-less writes still get path and query cases. */
const SKIPPED: Record<string, string> = {};
/**
 * 5xx failures in files another helper is changing right now: reported, not fixed here. Each names the
 * operation and the cases; the rest of the operation is still swept. Remove an entry once it is fixed (the
 * run prints the entries it no longer sees).
 */
const KNOWN_FAILURES: { op: RegExp; when: (c: BadCase) => boolean; why: string }[] = [];
/** Per known failure: how often it was hit, and the first case that hit it. */
const knownSeen = new Map<string, { count: number; example: string }>();
/** Tables an operation writes even when it refuses, by design. */
const WRITES_WHEN_REFUSED: Record<string, string[]> = {
  // Every sign-in attempt is logged, failed ones included: the account lock counts them (GET /session-log).
  'POST /api/auth/login': ['session_log'],
};

/** Sweeps shard `shard` (from 0) of `shards` of the document's operations. */
export async function badInputSweep(shard: number, shards: number) {
  // A sweep can outlast a 15-minute access token on a busy machine: its callers sign in once.
  const t = await createTestApp({ ACCESS_TOKEN_TTL_SECONDS: '86400' });
  const operations = await loadOperations(t.app);
  /** Issue 15: every reply of the sweep must be one the document lists for its operation, body included. */
  const undocumented = conformance(await loadDocument(t.app));
  const state = await tableStates(t.deps.database);
  const admin = await t.login();
  const target = await createCompanyWithOwner(t, admin.token, 'Fuzz Target');
  const owner = await t.login('owner@customer.demo', 'Demo#12345');
  const callers: { name: string; token: string; roots: Roots; runs: number }[] = [
    {
      name: 'Super Admin',
      token: admin.token,
      roots: { company: target.companyId, user: target.ownerId },
      runs: RUNS,
    },
    {
      name: 'company owner',
      token: owner.token,
      roots: { company: owner.user.personalInfo.companyId ?? 0, user: owner.user.id },
      runs: Math.ceil(RUNS / 2),
    },
  ];
  for (const caller of callers) await seedCompanyRows(t, caller.token, operations, caller.roots);

  const statuses = new Map<number, number>();
  let requests = 0;
  let ip = 0;
  // Each request from its own loopback address, so per-IP limits (sign-in, sign-up) never answer first.
  const nextAddress = () => {
    ip++;
    return `127.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip & 255}`;
  };

  afterAll(async () => {
    const byStatus = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}: ${n}`);
    console.log(
      `[hardening] bad-input sweep ${shard + 1}/${shards}: seed ${SEED}, ${operations.length} operations, ${requests} requests (${byStatus.join(', ')})`,
    );
    for (const k of KNOWN_FAILURES) {
      const seen = knownSeen.get(k.why);
      console.log(
        seen
          ? `[hardening] known failure, ${seen.count} cases: ${k.why}; e.g. ${seen.example}`
          : `[hardening] known failure not seen in this run (remove it?): ${k.why}`,
      );
    }
    await t.close();
  });

  const hash = (text: string) => [...text].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);
  const describeCase = (c: BadCase, res: LightMyRequestResponse) =>
    `${c.label}: ${c.method} ${c.url.slice(0, 200)} → ${res.statusCode} ${res.body.slice(0, 300)}`;

  async function sweep(op: Operation, caller: (typeof callers)[number]) {
    const ids = pathIds(t, caller.token, operations, caller.roots);
    // Not the caller's own user where another exists: role and expiry changes to oneself are refused first.
    const { values } = await ids.resolve(
      op,
      (rows) => rows.find((r) => r.id !== caller.roots.user) ?? rows[0],
    );
    const seed = hash(`${caller.name} ${op.name}`);
    const base = baseRequest(op, values, seed);
    let current = await state();

    async function send(c: Pick<BadCase, 'method' | 'url' | 'payload' | 'contentType' | 'headers'>) {
      const res = await t.app.inject({
        method: c.method,
        url: c.url,
        remoteAddress: nextAddress(),
        headers: {
          ...c.headers,
          authorization: `Bearer ${caller.token}`,
          ...(c.contentType && { 'content-type': c.contentType }),
        },
        ...(c.payload !== undefined && { payload: c.payload }),
      });
      requests++;
      statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
      const problem = undocumented(op.method, op.path, res);
      expect
        .soft(problem, `${op.name}: ${c.method} ${c.url.slice(0, 200)} → ${res.body.slice(0, 200)}`)
        .toBeUndefined();
      return res;
    }

    // The unchanged request tells whether the harness could make a valid one; only then must a 418 name
    // the field that was broken (otherwise the base's own fault may be the one reported).
    const calibration = op.method === 'DELETE' ? undefined : await send(unchanged(op, base));
    const baseValid = calibration === undefined || calibration.statusCode !== 418;
    expect(calibration?.statusCode ?? 0, `unchanged request ${op.name}`).toBeLessThan(500);
    current = await state();

    async function check(c: BadCase) {
      const res = await send(c);
      const what = describeCase(c, res);
      const known = KNOWN_FAILURES.find((k) => k.op.test(op.name) && k.when(c));
      if (known && res.statusCode >= 500) {
        const seen = knownSeen.get(known.why);
        knownSeen.set(known.why, {
          count: (seen?.count ?? 0) + 1,
          example: seen?.example ?? what.slice(0, 160),
        });
        return;
      }
      expect(res.statusCode, what).toBeLessThan(500);
      if (res.statusCode === 418) {
        const parsed = fieldErrors.safeParse(res.json());
        expect(parsed.success && parsed.data.length > 0, `418 body of ${what}`).toBe(true);
        if (c.invalid && c.param && baseValid) {
          const params = parsed.data?.map((e) => e.param) ?? [];
          expect(
            params.some((p) => p === c.param || p.startsWith(`${c.param}.`)),
            what,
          ).toBe(true);
        }
      }
      // Refused before validation: the caller may not use the operation, or it has an authentication of its own.
      const deniedFirst =
        res.statusCode === 401 || (res.statusCode === 403 && res.json().code === 'FORBIDDEN');
      if (c.invalid && !deniedFirst) expect(c.statuses ?? [418], what).toContain(res.statusCode);
      const after = await state();
      if (res.statusCode >= 400) {
        const allowed = WRITES_WHEN_REFUSED[op.name] ?? [];
        const written = changedTables(current, after).filter((w) => !allowed.includes(w.split(' ')[0] ?? ''));
        expect(written, `writes of ${what}`).toEqual([]);
      }
      current = after;
    }

    for (const c of fixedCases(op, base, { rawBodies: caller === callers[0] })) await check(c);
    if (!randomlySwept(op)) return;
    await fc.assert(
      fc.asyncProperty(randomCase(op, base), async (c) => {
        await check(c);
      }),
      { seed, numRuns: caller.runs, endOnFailure: true },
    );
  }

  /**
   * The kit's operations exist once per application (`/api/swam/alarms`, `/api/fleet/alarms`, ...), served by
   * the same code: each gets the Super Admin's fixed cases; the random cases and the owner's sweep go to the
   * first operation of each shape.
   */
  const shapeOf = (op: Operation) => {
    for (const app of Object.values(apps.APPLICATIONS)) {
      const prefix = `/api${app.apiPrefix}/`;
      if (op.path.startsWith(prefix)) return `${op.method} {app}/${op.path.slice(prefix.length)}`;
    }
    return op.name;
  };
  const firstOfShape = new Map<string, Operation>();
  for (const op of operations) if (!firstOfShape.has(shapeOf(op))) firstOfShape.set(shapeOf(op), op);
  const randomlySwept = (op: Operation) => firstOfShape.get(shapeOf(op)) === op;

  console.log(`[hardening] bad-input sweep seed ${SEED} (replay with HARDENING_SEED=${SEED})`);

  for (const caller of callers) {
    describe(`[HARDENING] bad input as ${caller.name}`, () => {
      for (const op of operations.filter((_, index) => index % shards === shard)) {
        // The owner's sweep is about its permissions and tenancy, the same in every app's copy of the kit.
        if (caller !== callers[0] && !randomlySwept(op)) continue;
        if (SKIPPED[op.name]) {
          it.skip(`${op.name} (${SKIPPED[op.name]})`, () => {});
          continue;
        }
        // Generous: an operation that hashes passwords or draws QR codes takes seconds on a busy machine.
        it(op.name, () => sweep(op, caller), 120_000);
      }
    });
  }
}
