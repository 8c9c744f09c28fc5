import { devices as contract } from '@atrium/contracts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../kernel/db/client.ts';
import type { RequestContext } from '../../kernel/http/context.ts';
import { ValidationError } from '../../kernel/http/errors.ts';
import { userOf } from '../places/scope.ts';
import { visibleCustomer } from './scope.ts';

/**
 * The tenancy inputs of a request that creates a row (spec §6, R130-R132): the selected customer as the
 * `customerId` query (customers, and the web for every caller) or the `on-behalf-of` header (admins and
 * integrators). Read here for every create, also where the endpoint's schema does not list them, so a
 * company named in a request is never silently dropped.
 */
export interface TenancyInputs {
  /** The `customerId` of the body, where the body has one. */
  body?: number;
  query?: contract.CustomerId;
  onBehalfOf?: contract.CustomerId;
}

function parsed(value: unknown, param: string): contract.CustomerId | undefined {
  if (value === undefined) return undefined;
  const result = contract.customerIdSchema.safeParse(value);
  if (!result.success) throw new ValidationError([{ param, msg: "Must be a company id, ':me' or ':none'" }]);
  return result.data;
}

/** The `customerId` query and `on-behalf-of` header of a request (a repeated or malformed one is a 418). */
export function requestTenancy(request: FastifyRequest): Omit<TenancyInputs, 'body'> {
  const query = (request.query ?? {}) as Record<string, unknown>;
  return {
    query: parsed(query.customerId, 'customerId'),
    onBehalfOf: parsed(request.headers['on-behalf-of'], 'on-behalf-of'),
  };
}

/**
 * The companies a request names, strongest first, each checked to be one the caller serves
 * (`visibleCustomer`: else a 418 on the input naming it). For a write that names no owner of its own
 * (a provider is the caller's), this is the whole check.
 */
export async function servedCompanies(
  db: DbOrTx,
  ctx: RequestContext,
  inputs: TenancyInputs,
): Promise<[number, string][]> {
  const named: [number, string][] = [];
  if (inputs.body !== undefined) named.push([inputs.body, 'customerId']);
  if (typeof inputs.query === 'number') named.push([inputs.query, 'customerId']);
  if (typeof inputs.onBehalfOf === 'number') named.push([inputs.onBehalfOf, 'on-behalf-of']);
  for (const [id, param] of named) await visibleCustomer(db, ctx, id, param);
  return named;
}

/**
 * R130-R132: the company a new row belongs to: the body's `customerId`, else the `customerId` query, else
 * the `on-behalf-of` header (unless `selectedIsDefault` is false: R132 excepts permission and notification
 * groups), else the caller's own company (`:me` and `:none` name no company). Every company the request
 * names must be one the caller serves (`visibleCustomer`, the check of reads: else a 418 on the input
 * naming it), also one a stronger input overrides: a named company is never silently replaced.
 */
export async function ownerOfNew(
  db: DbOrTx,
  ctx: RequestContext,
  inputs: TenancyInputs,
  { selectedIsDefault = true } = {},
): Promise<number> {
  const named = await servedCompanies(db, ctx, inputs);
  const [first] = selectedIsDefault ? named : named.filter(([, param]) => param !== 'on-behalf-of');
  if (first) return first[0];
  const own = userOf(ctx).companyId;
  if (own === null) throw new ValidationError([{ param: 'customerId', msg: 'Required' }]);
  return own;
}
