import { eq, sql } from 'drizzle-orm';
import type { Db } from './kernel/db/client.ts';
import type { AppDeps, ModuleDefinition } from './kernel/module.ts';
import { systemMeta } from './modules/system/system.schema.ts';

const SEED_KEY = 'seeded_at';
const SEED_LOCK = 7_300_001;

/**
 * Brings code-owned reference data up to date (every start), then seeds a fresh installation once: every module's seed in registry order and then a marker, all in one
 * transaction under an advisory lock, so a crash or a second server starting at once never half-seeds.
 */
export async function seedOnce(deps: AppDeps, modules: ModuleDefinition[]): Promise<boolean> {
  return deps.database.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    const scoped: AppDeps = { ...deps, database: { ...deps.database, db: tx as unknown as Db } };
    for (const module of modules) await module.sync?.(scoped);
    const [marker] = await tx.select().from(systemMeta).where(eq(systemMeta.key, SEED_KEY));
    if (marker) return false;
    for (const module of modules) await module.seed?.(scoped);
    await tx.insert(systemMeta).values({ key: SEED_KEY, value: new Date().toISOString() });
    return true;
  });
}
