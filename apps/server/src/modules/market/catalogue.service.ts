import { market as contract, type ListQuery, type SortTerm } from '@atrium/contracts';
import { and, asc, count, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { containsPattern, orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, notFound } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { findVisibleCompany } from '../companies/companies.service.ts';
import { marketCustomizations, marketItemOptions, marketItems, marketSolutions } from './market.schema.ts';

type ItemRow = typeof marketItems.$inferSelect;
type Customization = Pick<
  typeof marketCustomizations.$inferSelect,
  'companyId' | 'priceCents' | 'isAvailable'
>;

export const shownApps = (config: Config) =>
  contract.MARKET_APPS.filter((app) => contract.isMarketAppShown(app, config.hiddenApps));

/** A catalogue row as the API shows it, with the reseller's terms applied when there are any. */
export function toMarketItem(row: ItemRow, custom?: Customization | null): contract.MarketItem {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    app: row.app,
    groupId: row.groupId,
    dependencyId: row.dependencyId,
    priceCents: custom?.priceCents ?? row.priceCents,
    qty: row.defaultQty,
    isAvailable: row.isAvailable && (custom?.isAvailable ?? true),
    solutionIds: row.solutionIds,
    details: row.details,
  };
}

/**
 * Whose resale terms a buyer sees: those of the company managing it (an integrator's customers buy at its
 * prices). Null for guests and system admins.
 */
export async function resellerOf(db: DbOrTx, buyerCompanyId: number | null): Promise<number | null> {
  if (buyerCompanyId === null) return null;
  const [row] = await db
    .select({ parent: companies.parentCompanyId })
    .from(companies)
    .where(eq(companies.id, buyerCompanyId));
  return row?.parent ?? null;
}

/** The catalogue rows with the reseller's terms joined (null without a reseller). */
const itemsWithTerms = (db: DbOrTx, reseller: number | null) =>
  db
    .select({ item: marketItems, custom: marketCustomizations })
    .from(marketItems)
    .leftJoin(
      marketCustomizations,
      and(
        eq(marketCustomizations.itemId, marketItems.id),
        reseller === null ? sql`false` : eq(marketCustomizations.companyId, reseller),
      ),
    );

/** Available for this buyer: the catalogue's flag and the reseller's. */
const availableSql = sql`${marketItems.isAvailable} and coalesce(${marketCustomizations.isAvailable}, true)`;

export async function listSolutions(db: DbOrTx, config: Config, app?: contract.MarketApp) {
  const apps = shownApps(config).filter((a) => app === undefined || a === app);
  if (apps.length === 0) return [];
  const rows = await db
    .select()
    .from(marketSolutions)
    .where(and(inArray(marketSolutions.app, apps), eq(marketSolutions.isAvailable, true)))
    .orderBy(asc(marketSolutions.id));
  return rows.map(({ isAvailable: _, ...s }) => s);
}

export interface ProductFilters {
  app?: contract.MarketApp;
  type?: contract.ItemType;
  solutionId?: number;
  name?: string;
  includeUnavailable?: 'true' | 'false';
}

const productColumns = {
  id: marketItems.id,
  name: marketItems.name,
  priceCents: sql`coalesce(${marketCustomizations.priceCents}, ${marketItems.priceCents})`,
  type: marketItems.type,
};

export async function listProducts(
  db: DbOrTx,
  config: Config,
  buyerCompanyId: number | null,
  filters: ProductFilters,
  page: ListQuery,
) {
  const apps = shownApps(config).filter((a) => filters.app === undefined || a === filters.app);
  if (apps.length === 0) return { data: [], totalRecords: 0 };
  const reseller = await resellerOf(db, buyerCompanyId);
  const name = containsPattern(filters.name);
  const where = and(
    inArray(marketItems.app, apps),
    filters.type ? eq(marketItems.type, filters.type) : sql`${marketItems.type} <> 'undefined'`,
    filters.solutionId === undefined
      ? undefined
      : or(
          sql`${filters.solutionId} = any(${marketItems.solutionIds})`,
          sql`cardinality(${marketItems.solutionIds}) = 0`,
        ),
    name ? ilike(marketItems.name, name) : undefined,
    filters.includeUnavailable === 'true' ? undefined : availableSql,
  );
  const order = orderByTerms(page.sort as SortTerm<keyof typeof productColumns>[], productColumns);
  const rows = await itemsWithTerms(db, reseller)
    .where(where)
    .orderBy(...order, asc(marketItems.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(marketItems)
    .leftJoin(
      marketCustomizations,
      and(
        eq(marketCustomizations.itemId, marketItems.id),
        reseller === null ? sql`false` : eq(marketCustomizations.companyId, reseller),
      ),
    )
    .where(where);
  return { data: rows.map((r) => toMarketItem(r.item, r.custom)), totalRecords: total?.n ?? 0 };
}

const PRODUCT_TYPES: readonly contract.ItemType[] = contract.PRODUCT_TYPES;

export async function bestSelling(
  db: DbOrTx,
  config: Config,
  buyerCompanyId: number | null,
  app: contract.MarketApp | undefined,
  limit = 10,
) {
  const apps = shownApps(config).filter((a) => app === undefined || a === app);
  if (apps.length === 0) return [];
  const reseller = await resellerOf(db, buyerCompanyId);
  const rows = await itemsWithTerms(db, reseller)
    .where(
      and(
        inArray(marketItems.app, apps),
        inArray(marketItems.type, [...PRODUCT_TYPES]),
        sql`${marketItems.details}->'hardware' <> 'null'::jsonb`,
        availableSql,
        or(sql`${marketItems.soldUnits} > 0`, sql`${marketItems.featuredRank} is not null`),
      ),
    )
    .orderBy(
      desc(marketItems.soldUnits),
      sql`${marketItems.featuredRank} asc nulls last`,
      asc(marketItems.id),
    )
    .limit(limit);
  return rows.map((r) => ({ ...toMarketItem(r.item, r.custom), sold: r.item.soldUnits }));
}

export async function listPlugins(
  db: DbOrTx,
  config: Config,
  buyer: number | null,
  app?: contract.MarketApp,
) {
  const apps = shownApps(config).filter((a) => app === undefined || a === app);
  if (apps.length === 0) return [];
  const rows = await itemsWithTerms(db, await resellerOf(db, buyer))
    .where(and(inArray(marketItems.app, apps), eq(marketItems.type, 'plugin'), availableSql))
    .orderBy(asc(marketItems.id));
  return rows.map((r) => toMarketItem(r.item, r.custom));
}

/** An item of a shown app, with the reseller's terms; else 404. */
async function findItem(db: DbOrTx, config: Config, id: number, reseller: number | null) {
  const [row] = await itemsWithTerms(db, reseller).where(
    and(eq(marketItems.id, id), inArray(marketItems.app, shownApps(config))),
  );
  if (!row) throw notFound('Product');
  return row;
}

async function optionsOf(db: DbOrTx, productId: number, reseller: number | null) {
  const rows = await db
    .select({ option: marketItemOptions, item: marketItems, custom: marketCustomizations })
    .from(marketItemOptions)
    .innerJoin(marketItems, eq(marketItems.id, marketItemOptions.itemId))
    .leftJoin(
      marketCustomizations,
      and(
        eq(marketCustomizations.itemId, marketItems.id),
        reseller === null ? sql`false` : eq(marketCustomizations.companyId, reseller),
      ),
    )
    .where(eq(marketItemOptions.productId, productId))
    .orderBy(asc(marketItems.groupId), asc(marketItems.id));
  return rows.map((r) => ({
    item: toMarketItem(r.item, r.custom),
    defaultQty: r.option.defaultQty,
    maxQty: r.option.maxQty,
    required: r.option.required,
  }));
}

/** The buyer company a call means: `customerId` (a company the caller sees) or the caller's own. */
async function buyerCompany(db: DbOrTx, ctx: RequestContext, customerId?: number) {
  if (customerId !== undefined) return (await findVisibleCompany(db, ctx, customerId)).id;
  return ctx.user?.companyId ?? null;
}

export async function getCustomizedProduct(
  db: DbOrTx,
  ctx: RequestContext,
  config: Config,
  id: number,
  customerId?: number,
): Promise<contract.CustomizedProduct> {
  const reseller = await resellerOf(db, await buyerCompany(db, ctx, customerId));
  const row = await findItem(db, config, id, reseller);
  return {
    ...toMarketItem(row.item, row.custom),
    basePriceCents: row.item.priceCents,
    customizedBy: row.custom ? row.custom.companyId : null,
    options: await optionsOf(db, id, reseller),
  };
}

export interface Customize {
  priceCents?: number;
  isAvailable?: boolean;
  featuredRank?: number | null;
}

/**
 * System admins change the catalogue itself; an Integrator sets its resale terms for the companies it
 * manages. Anyone else holding the permission (a company owner holds every key) is refused: the catalogue
 * is shared by every tenant.
 */
export async function customizeProduct(
  db: DbOrTx,
  ctx: RequestContext,
  config: Config,
  id: number,
  input: Customize,
) {
  const user = ctx.user;
  if (!user) throw forbidden();
  await findItem(db, config, id, null);
  if (user.isAdmin) {
    if (Object.keys(input).length > 0) await db.update(marketItems).set(input).where(eq(marketItems.id, id));
    return getCustomizedProduct(db, ctx, config, id);
  }
  const [company] = user.companyId
    ? await db.select().from(companies).where(eq(companies.id, user.companyId))
    : [];
  if (company?.type !== 'Integrator' || input.featuredRank !== undefined) throw forbidden();
  const values = { priceCents: input.priceCents, isAvailable: input.isAvailable, updatedAt: new Date() };
  await db
    .insert(marketCustomizations)
    .values({ companyId: company.id, itemId: id, ...values })
    .onConflictDoUpdate({
      target: [marketCustomizations.companyId, marketCustomizations.itemId],
      set: values,
    });
  const row = await findItem(db, config, id, company.id);
  return {
    ...toMarketItem(row.item, row.custom),
    basePriceCents: row.item.priceCents,
    customizedBy: company.id,
    options: await optionsOf(db, id, company.id),
  };
}

/** Package models: items of type package of the shown apps. */
export async function listPackageModels(
  db: DbOrTx,
  config: Config,
  app: contract.MarketApp | undefined,
  page: ListQuery,
) {
  return listProducts(db, config, null, { app, type: 'package', includeUnavailable: 'true' }, page);
}

export async function getPackageModel(db: DbOrTx, config: Config, id: number) {
  const row = await findItem(db, config, id, null);
  if (row.item.type !== 'package') throw notFound('Package model');
  return toMarketItem(row.item);
}

/** Everything an order needs of the catalogue for one buyer, in one read (see market.OrderCatalogue). */
export async function catalogueFor(db: DbOrTx, buyerCompanyId: number, ids: readonly number[]) {
  const reseller = await resellerOf(db, buyerCompanyId);
  const asked = [...new Set(ids)];
  const options =
    asked.length === 0
      ? []
      : await db.select().from(marketItemOptions).where(inArray(marketItemOptions.productId, asked));
  const all = [...new Set([...asked, ...options.map((o) => o.itemId)])];
  const rows = all.length === 0 ? [] : await itemsWithTerms(db, reseller).where(inArray(marketItems.id, all));
  const items = new Map<number, CatalogueEntry>(
    rows.map((r) => {
      const item = toMarketItem(r.item, r.custom);
      return [item.id, { ...item, isProduct: item.details.hardware !== null, hardwareId: r.item.hardwareId }];
    }),
  );
  const optionsByProduct = new Map<number, Map<number, contract.ProductOptionRule>>();
  for (const o of options) {
    const forProduct = optionsByProduct.get(o.productId) ?? new Map<number, contract.ProductOptionRule>();
    forProduct.set(o.itemId, { maxQty: o.maxQty, required: o.required });
    optionsByProduct.set(o.productId, forProduct);
  }
  const solutions = await db
    .select({ id: marketSolutions.id, app: marketSolutions.app })
    .from(marketSolutions)
    .where(eq(marketSolutions.isAvailable, true));
  return { items, options: optionsByProduct, solutions: new Map(solutions.map((s) => [s.id, s])) };
}

export type CatalogueEntry = contract.CatalogueItem & {
  hardwareId: number | null;
  details: contract.ItemDetails;
};
