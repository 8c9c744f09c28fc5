import type { AppDeps } from '../../kernel/module.ts';
import { ITEMS, OPTIONS, SOLUTIONS } from './catalogue.data.ts';
import { marketItemOptions, marketItems, marketSolutions } from './market.schema.ts';

/** The demo catalogue (catalogue.data.ts) on a fresh installation; admins and integrators customize it later. */
export async function seedMarketCatalogue({ config, database: { db } }: AppDeps) {
  if (!config.SEED_DEMO) return;
  await db.insert(marketSolutions).values(SOLUTIONS.map((s) => ({ ...s, image: null })));
  await db.insert(marketItems).values(
    ITEMS.map((i) => ({
      id: i.id,
      app: i.app,
      type: i.type,
      name: i.name,
      priceCents: i.priceCents,
      isAvailable: i.isAvailable ?? true,
      groupId: i.groupId ?? null,
      dependencyId: i.dependencyId ?? null,
      solutionIds: i.solutionIds ?? [],
      hardwareId: i.hardwareId ?? null,
      featuredRank: i.featuredRank ?? null,
      details: {
        description: i.description ?? i.name,
        image: null,
        hardware: i.hardware ?? null,
        units: i.units ?? null,
        validityInMonths: i.validityInMonths ?? null,
      },
    })),
  );
  await db.insert(marketItemOptions).values(
    OPTIONS.map(([productId, itemId, maxQty, required]) => ({
      productId,
      itemId,
      maxQty,
      required: !!required,
    })),
  );
}
