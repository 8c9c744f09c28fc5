import {
  type Access,
  type auth,
  type Endpoint,
  type EndpointSchemas,
  permissions,
  type reports,
} from '@atrium/contracts';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Jwt } from './auth/jwt.ts';
import type { Config } from './config.ts';
import type { Database, DbOrTx } from './db/client.ts';
import type { AuthUser, RequestContext } from './http/context.ts';
import type { JobDefinition } from './jobs/jobs.ts';

/** What modules receive to build their routes, jobs and seeds: narrow, explicit, no globals. */
export interface AppDeps {
  config: Config;
  database: Database;
  jwt: Jwt;
  /** The caller's effective permission keys (provided by the permissions module). */
  permissionsOf(user: AuthUser): Promise<ReadonlySet<string>>;
  /** What the guard's visibility (R112-R114) and entity (R117) conditions need to know of the caller. */
  accessSubjectOf(user: AuthUser): Promise<AccessSubject>;
  /** The caller's abilities in one app (R111). */
  abilitiesOf(user: AuthUser, app: string): Promise<permissions.AbilityMap>;
}

export interface AccessSubject {
  companyType: auth.CompanyType | null;
  adminType: auth.AdminType | null;
  /** A system admin, or the administrator (owner) of their company. */
  companyAdmin: boolean;
}

type Out<T> = T extends z.ZodType ? z.output<T> : undefined;
type Responses<S extends EndpointSchemas> =
  S['response'] extends Record<number, infer R> ? (R extends z.ZodType ? z.input<R> : never) : unknown;

export interface RouteInput<S extends EndpointSchemas> {
  body: Out<S['body']>;
  query: Out<S['querystring']>;
  params: Out<S['params']>;
  ctx: RequestContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface RouteOptions {
  /** Requests per client IP in a time window (Redis-backed when REDIS_URL is set). */
  rateLimit?: { max: number; timeWindow: string };
  /**
   * For an endpoint with an entity-bound ability: the customer company of the entity whose id is in the
   * path (null or undefined when unknown), so its administrator passes (R117).
   */
  entityCustomer?: (entityId: string) => Promise<number | null | undefined>;
  /**
   * Checked after the access rule and before the input is validated, e.g. that the company in the path is
   * one the caller sees: a caller naming another company's rows gets its 404 and learns nothing of the input.
   */
  precheck?: (request: FastifyRequest) => Promise<void>;
  /**
   * The success payload is bulk data the service builds field by field, nothing else in it: in production it
   * is stringified without the schema check's copy (kernel/http/response-serializer.ts).
   */
  bulkResponse?: true;
}

export interface RouteDefinition {
  endpoint: Endpoint;
  handler: (input: RouteInput<EndpointSchemas>) => Promise<unknown>;
  options?: RouteOptions;
}

/** A route is its contract endpoint plus a thin handler: parse (done by the schema) → call service → reply. */
export function defineRoute<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  handler: (input: RouteInput<S>) => Promise<Responses<S> | undefined>,
  options?: RouteOptions,
): RouteDefinition {
  return { endpoint, handler: handler as RouteDefinition['handler'], options };
}

/** What a report source is asked for: one company's rows over a period, with the report's filters. */
export interface ReportSourceQuery {
  db: DbOrTx;
  companyId: number;
  filters: reports.ReportFilters;
  from: Date;
  to: Date;
  language: reports.ReportLanguage;
  /** Rows wanted at most (the source may stop there). */
  limit: number;
}

/** One row of a source: a cell per column key of its descriptor (datetime cells as ISO text). */
export type ReportSourceRow = Record<string, reports.ReportCell>;

/**
 * A source of saved reports (issue 23): its descriptor (columns, filters; in packages/contracts/src/reports)
 * and its rows, read in batches so a large report is never one query's worth of memory.
 */
export interface ReportSource {
  descriptor: reports.ReportSourceDescriptor;
  rows(query: ReportSourceQuery): AsyncIterable<ReportSourceRow[]>;
}

export interface ModuleDefinition {
  name: string;
  /** The data this module offers saved reports (the reports module finds them in the registry). */
  reportSources?: ReportSource[];
  routes?: (deps: AppDeps) => RouteDefinition[];
  jobs?: (deps: AppDeps) => JobDefinition[];
  /** Reference data owned by the code (e.g. system roles): brought up to date on every start. */
  sync?: (deps: AppDeps) => Promise<void>;
  /** Demo data for a fresh installation; runs once, in registry order. */
  seed?: (deps: AppDeps) => Promise<void>;
  /**
   * A long-running service beside the HTTP routes (e.g. the MQTT broker): started by the server after the
   * app is built, stopped at shutdown in reverse registry order once HTTP has drained. Not started by tests
   * or benchmarks unless they ask for it (kernel/services.ts).
   */
  start?: (deps: AppDeps, log: FastifyBaseLogger) => Promise<RunningService>;
}

export interface RunningService {
  /** For the start banner, e.g. where the service listens. */
  summary?: string;
  stop(): Promise<void>;
}

export const defineModule = (definition: ModuleDefinition) => definition;

/** Refuses a route whose endpoint states no success reply: neither a 2xx response schema nor a file type. */
export function assertSuccessDeclared(moduleName: string, endpoint: Endpoint) {
  const statuses = Object.keys(endpoint.schemas.response ?? {}).map(Number);
  if (statuses.some((status) => status >= 200 && status < 300) || endpoint.produces?.length) return;
  throw new Error(`${moduleName}: ${endpoint.method} ${endpoint.path} declares no success response`);
}

/** Refuses a route that states no access rule, or a permission rule without keys. */
export function assertAccessDeclared(moduleName: string, endpoint: Endpoint) {
  const access = endpoint.access as Access | undefined;
  const where = `${moduleName}: ${endpoint.method} ${endpoint.path}`;
  if (!access || !['public', 'authenticated', 'admin', 'permissions'].includes(access.kind)) {
    throw new Error(`${where} declares neither a permission nor public access`);
  }
  const { ability } = endpoint;
  if (ability && !permissions.ABILITY_APPS.includes(ability.app)) {
    throw new Error(`${where} requires an ability of an unknown app: ${ability.app}`);
  }
  if (ability?.entityParam && !endpoint.path.includes(`:${ability.entityParam}`)) {
    throw new Error(`${where} binds its ability to a missing path parameter: ${ability.entityParam}`);
  }
  if (access.kind !== 'permissions') return;
  if (access.keys.length === 0) throw new Error(`${where} declares an empty permission list`);
  // R108: a permission that is not in the catalogue could never be granted.
  const unknown = access.keys.filter((key) => !permissions.isRegisteredPermission(key));
  if (unknown.length > 0)
    throw new Error(`${where} requires unregistered permissions: ${unknown.join(', ')}`);
}
