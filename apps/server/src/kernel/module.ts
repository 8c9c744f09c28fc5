import type { Access, Endpoint, EndpointSchemas } from '@atrium/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Jwt } from './auth/jwt.ts';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { RequestContext } from './http/context.ts';
import type { JobDefinition } from './jobs/jobs.ts';

/** What modules receive to build their routes, jobs and seeds: narrow, explicit, no globals. */
export interface AppDeps {
  config: Config;
  database: Database;
  jwt: Jwt;
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

export interface RouteDefinition {
  endpoint: Endpoint;
  handler: (input: RouteInput<EndpointSchemas>) => Promise<unknown>;
}

/** A route is its contract endpoint plus a thin handler: parse (done by the schema) → call service → reply. */
export function defineRoute<S extends EndpointSchemas>(
  endpoint: Endpoint<S>,
  handler: (input: RouteInput<S>) => Promise<Responses<S> | undefined>,
): RouteDefinition {
  return { endpoint, handler: handler as RouteDefinition['handler'] };
}

export interface ModuleDefinition {
  name: string;
  routes?: (deps: AppDeps) => RouteDefinition[];
  jobs?: (deps: AppDeps) => JobDefinition[];
  /** Demo data for a fresh installation; runs once, in registry order. */
  seed?: (deps: AppDeps) => Promise<void>;
}

export const defineModule = (definition: ModuleDefinition) => definition;

/** Refuses a route that states no access rule, or a permission rule without keys. */
export function assertAccessDeclared(moduleName: string, endpoint: Endpoint) {
  const access = endpoint.access as Access | undefined;
  const where = `${moduleName}: ${endpoint.method} ${endpoint.path}`;
  if (!access || !['public', 'authenticated', 'permissions'].includes(access.kind)) {
    throw new Error(`${where} declares neither a permission nor public access`);
  }
  if (access.kind === 'permissions' && (access.keys.length === 0 || access.keys.some((k) => !k))) {
    throw new Error(`${where} declares an empty permission list`);
  }
}
