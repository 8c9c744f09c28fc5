import type { z } from 'zod';
import type { VisibilityRule } from '../permissions/access-rules.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Who may call an endpoint. Every endpoint states one; the server refuses to start otherwise. */
export type Access =
  | { kind: 'public' }
  | { kind: 'authenticated' }
  /** System administrators only (Super Admin, Financial Admin). */
  | { kind: 'admin' }
  | { kind: 'permissions'; keys: readonly string[]; mode: 'or' | 'and' };

export const publicAccess: Access = { kind: 'public' };
export const authenticated: Access = { kind: 'authenticated' };
export const adminOnly: Access = { kind: 'admin' };
export const anyOf = (...keys: string[]): Access => ({ kind: 'permissions', keys, mode: 'or' });
export const allOf = (...keys: string[]): Access => ({ kind: 'permissions', keys, mode: 'and' });

export interface EndpointSchemas {
  params?: z.ZodType;
  querystring?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  response?: Record<number, z.ZodType>;
  /** The body's media types when not only JSON (`['multipart/form-data']`); the body is documented under each. */
  consumes?: readonly string[];
}

/** One call of the API: the single definition shared by the server route and the web client. */
export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  method: HttpMethod;
  /** Path under `/api`, in Fastify form (`/company/:id/user`). */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  /** R112-R114: company-type, admin-type and selected-company conditions, checked after `access`. */
  visibility?: VisibilityRule;
  /** R111: an ability needed in `app`, on the entity named by the path parameter `entityParam` when given. */
  ability?: EndpointAbility;
  schemas: S;
  /**
   * The success reply's media types when it is a file rather than JSON (`['application/pdf']`): documented as
   * a binary 200 unless `schemas.response` states another success status.
   */
  produces?: readonly string[];
  /**
   * Error statuses the endpoint's services answer with `{ msg, code? }`, beyond its response schemas and the
   * statuses the server derives from the definition itself (401 for a signed-in rule, 404 for a path id, …).
   */
  errors?: readonly number[];
}

export interface EndpointAbility {
  app: string;
  module: string;
  action: string;
  entityParam?: string;
}

export const defineEndpoint = <S extends EndpointSchemas>(endpoint: Endpoint<S>): Endpoint<S> => endpoint;
