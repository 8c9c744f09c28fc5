import { randomInt } from 'node:crypto';
import type { market as contract, ListQuery, SortTerm } from '@atrium/contracts';
import { and, asc, count, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '../../kernel/config.ts';
import type { DbOrTx } from '../../kernel/db/client.ts';
import { orderByTerms } from '../../kernel/db/list.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { forbidden, ValidationError } from '../../kernel/http/errors.ts';
import { companies } from '../companies/companies.schema.ts';
import { findVisibleCompany } from '../companies/companies.service.ts';
import { shownApps } from './catalogue.service.ts';
import { marketItems, marketPackages } from './market.schema.ts';

const merchant = alias(companies, 'merchant');
const owner = alias(companies, 'owner');

const packageRows = (db: DbOrTx) =>
  db
    .select({
      pkg: marketPackages,
      model: {
        id: marketItems.id,
        name: marketItems.name,
        app: marketItems.app,
        details: marketItems.details,
      },
      merchant: { id: merchant.id, name: merchant.name },
      owner: { id: owner.id, name: owner.name },
    })
    .from(marketPackages)
    .innerJoin(marketItems, eq(marketItems.id, marketPackages.modelId))
    .leftJoin(merchant, eq(merchant.id, marketPackages.merchantCompanyId))
    .leftJoin(owner, eq(owner.id, marketPackages.ownerCompanyId));

type PackageRow = Awaited<ReturnType<typeof packageRows>>[number];

const addMonths = (date: Date, months: number) => {
  const out = new Date(date);
  out.setUTCMonth(out.getUTCMonth() + months);
  return out;
};

function toPackage(row: PackageRow): contract.MarketPackage {
  const validity = row.model.details.validityInMonths;
  const deployedAt = row.pkg.deployedAt;
  return {
    id: row.pkg.id,
    code: row.pkg.code,
    app: row.model.app,
    model: { id: row.model.id, name: row.model.name, validityInMonths: validity },
    merchant: row.merchant?.id ? { id: row.merchant.id, name: row.merchant.name } : null,
    owner: row.owner?.id ? { id: row.owner.id, name: row.owner.name } : null,
    status: deployedAt ? 'deployed' : 'available',
    orderId: row.pkg.orderId,
    createdAt: row.pkg.createdAt.toISOString(),
    deployedAt: deployedAt?.toISOString() ?? null,
    validUntil: deployedAt && validity !== null ? addMonths(deployedAt, validity).toISOString() : null,
  };
}

/** Companies that sell packages: every Integrator for admins; else the caller's company and its managers that are Integrators. */
export async function listMerchants(db: DbOrTx, ctx: RequestContext) {
  const user = ctx.user;
  if (!user) throw forbidden();
  const scope = user.isAdmin
    ? undefined
    : sql`${companies.id} in (
        select c.id from companies c where c.id = ${user.companyId}
        union select c.parent_company_id from companies c where c.id = ${user.companyId}
        union select p.parent_company_id from companies c join companies p on p.id = c.parent_company_id where c.id = ${user.companyId})`;
  return db
    .select({ id: companies.id, name: companies.name, type: companies.type })
    .from(companies)
    .where(and(eq(companies.type, 'Integrator'), scope))
    .orderBy(asc(companies.name));
}

export interface PackageFilters {
  status?: contract.PackageStatus;
  app?: contract.MarketApp;
  side?: 'created' | 'owned';
  companyId?: number;
}

const sortColumns = {
  id: marketPackages.id,
  code: marketPackages.code,
  createdAt: marketPackages.createdAt,
  deployedAt: marketPackages.deployedAt,
  status: sql`${marketPackages.deployedAt} is not null`,
};

export async function listPackages(
  db: DbOrTx,
  ctx: RequestContext,
  filters: PackageFilters,
  page: ListQuery,
) {
  const user = ctx.user;
  if (!user) throw forbidden();
  let company: number | null = user.companyId;
  if (filters.companyId !== undefined) company = (await findVisibleCompany(db, ctx, filters.companyId)).id;
  let scope: SQL | undefined;
  if (company === null) {
    if (!user.isAdmin) return { data: [], totalRecords: 0 };
    scope = filters.side === 'owned' ? isNotNull(marketPackages.ownerCompanyId) : undefined;
  } else {
    const created = eq(marketPackages.merchantCompanyId, company);
    const owned = eq(marketPackages.ownerCompanyId, company);
    scope = filters.side === 'created' ? created : filters.side === 'owned' ? owned : or(created, owned);
  }
  const where = and(
    scope,
    filters.app ? eq(marketItems.app, filters.app) : undefined,
    filters.status === 'deployed' ? isNotNull(marketPackages.deployedAt) : undefined,
    filters.status === 'available' ? isNull(marketPackages.deployedAt) : undefined,
  );
  const order = orderByTerms(page.sort as SortTerm<keyof typeof sortColumns>[], sortColumns);
  const rows = await packageRows(db)
    .where(where)
    .orderBy(...(order.length ? order : [sql`${marketPackages.id} desc`]), asc(marketPackages.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db
    .select({ n: count() })
    .from(marketPackages)
    .innerJoin(marketItems, eq(marketItems.id, marketPackages.modelId))
    .where(where);
  return { data: rows.map(toPackage), totalRecords: total?.n ?? 0 };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** A package code: 12 random characters of an unambiguous alphabet (about 60 bits), in groups of four. */
export const newPackageCode = () =>
  `PKG-${Array.from({ length: 3 }, () =>
    Array.from({ length: 4 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join(''),
  ).join('-')}`;

async function packagesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await packageRows(db).where(inArray(marketPackages.id, ids)).orderBy(asc(marketPackages.id));
  return rows.map(toPackage);
}

/** Packages bought in a paid order: deployed to the buyer at once. */
export async function issuePackages(
  db: DbOrTx,
  input: { modelId: number; quantity: number; ownerCompanyId: number; orderId: number },
) {
  const now = new Date();
  const rows = await db
    .insert(marketPackages)
    .values(
      Array.from({ length: input.quantity }, () => ({
        code: newPackageCode(),
        modelId: input.modelId,
        ownerCompanyId: input.ownerCompanyId,
        orderId: input.orderId,
        deployedAt: now,
      })),
    )
    .returning({ id: marketPackages.id });
  return rows.map((r) => r.id);
}

/** A merchant creates packages to sell outside the platform: an Integrator, or the platform (system admins). */
export async function createPackages(
  db: DbOrTx,
  ctx: RequestContext,
  config: Config,
  input: { modelId: number; quantity: number },
) {
  const user = ctx.user;
  if (!user) throw forbidden();
  let merchantId: number | null = null;
  if (!user.isAdmin) {
    const [company] = user.companyId
      ? await db.select().from(companies).where(eq(companies.id, user.companyId))
      : [];
    if (company?.type !== 'Integrator')
      throw forbidden('Only Integrators sell packages', 'PACKAGE_NOT_MERCHANT');
    merchantId = company.id;
  }
  const [model] = await db.select().from(marketItems).where(eq(marketItems.id, input.modelId));
  if (model?.type !== 'package' || !shownApps(config).includes(model.app))
    throw new ValidationError([{ param: 'modelId', msg: 'Unknown package model' }]);
  if (!model.isAvailable)
    throw new ValidationError([{ param: 'modelId', msg: 'This item is not available' }]);
  const rows = await db
    .insert(marketPackages)
    .values(
      Array.from({ length: input.quantity }, () => ({
        code: newPackageCode(),
        modelId: model.id,
        merchantCompanyId: merchantId,
      })),
    )
    .returning({ id: marketPackages.id });
  return packagesByIds(
    db,
    rows.map((r) => r.id),
  );
}

/** Adds a package by its code to a company (spec §2 packages/add/{code}/{appName}); a code works once. */
export async function deployPackage(
  db: DbOrTx,
  ctx: RequestContext,
  config: Config,
  input: { code: string; appName: contract.MarketApp; companyId?: number },
) {
  const user = ctx.user;
  if (!user) throw forbidden();
  const companyId = input.companyId ?? user.companyId;
  if (companyId === null) throw new ValidationError([{ param: 'companyId', msg: 'Required' }]);
  await findVisibleCompany(db, ctx, companyId);
  const [row] = await packageRows(db).where(eq(marketPackages.code, input.code));
  if (!row || !shownApps(config).includes(row.model.app))
    throw new ValidationError([{ param: 'code', msg: 'Unknown package code' }]);
  if (row.model.app !== input.appName)
    throw new ValidationError([{ param: 'appName', msg: `This package is for ${row.model.app}` }]);
  const [deployed] = await db
    .update(marketPackages)
    .set({ ownerCompanyId: companyId, deployedAt: new Date() })
    .where(and(eq(marketPackages.id, row.pkg.id), isNull(marketPackages.deployedAt)))
    .returning({ id: marketPackages.id });
  if (!deployed) throw new ValidationError([{ param: 'code', msg: 'This package has already been added' }]);
  const [out] = await packagesByIds(db, [deployed.id]);
  if (!out) throw new Error('deployed package vanished');
  return out;
}
