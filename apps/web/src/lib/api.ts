import {
  type Access,
  auth,
  type Endpoint,
  errorBody,
  type FieldError,
  fieldErrors,
  type HttpMethod,
  permissions,
  VALIDATION_STATUS,
} from '@atrium/contracts';
import { companyHeaders, getSelectedCompany } from './company.ts';
import { CUSTOMER_PARAM, customerIdFor } from './customer.ts';
import { languageOverride } from './i18n.ts';
import { type NotifyOption, notifyOutcome } from './notify.tsx';
import { applyPermissionsHeader } from './permissions.ts';
import { checkServerVersion, VERSION_HEADER } from './refresh.ts';
import { type CachePolicy, cachedRead, clearRequestCache, withAbort } from './requestCache.ts';
import { endSession, getAccessToken, getRefreshToken, getSessionUser, saveTokens } from './session.ts';
import { storage } from './storage.ts';
import { isTokenValid } from './token.ts';

/**
 * The small fetch client of the web app: base `/api`, bearer, Accept-Language, JSON, one 401 retry; the
 * tenancy headers of the selected company; a GET cache (see requestCache.ts); the `permissions` and
 * `x-app-version` response headers; and the toasts of spec §8 (see notify.tsx).
 */

export const API_BASE = '/api';

/** Every failed call: `{ msg, code? }` from the server, field errors on 418, status 0 when unreachable. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly msg: string,
    readonly code?: string,
    readonly fieldErrors?: FieldError[],
  ) {
    super(msg);
    this.name = 'ApiError';
  }
}

type Input<S> = S extends { _input: infer I } ? I : undefined;
type Output<S> = S extends { _output: infer O } ? O : undefined;
type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;
type Success<R> =
  R extends Record<number, unknown> ? Output<R[Extract<keyof R, 200 | 201 | 202 | 204>]> : null;

export type ResponseOf<E> = Success<SchemasOf<E>['response']>;
interface CommonOptions {
  params?: Record<string, string | number>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** GET only: `default` 30 s, `long` 300 s (long-lived lists), `none` (A65, A66). */
  cache?: CachePolicy;
  /** Toasts for this call (R144): `false` none, `{ success: false }` or `{ error: false }` one side only. */
  notify?: NotifyOption;
  /** The `on-behalf-of` customer of a metro-watch or swam call: `':me'` sends none (R130, R131). */
  onBehalfOf?: number | ':me';
}
export interface CallOptions<E> extends CommonOptions {
  query?: Input<SchemasOf<E>['querystring']>;
  body?: Input<SchemasOf<E>['body']>;
}
/** What `request` needs of an endpoint: a contract endpoint, or a path tests and probes call directly. */
export interface RequestDefinition {
  method: HttpMethod;
  path: string;
  access: Access;
}
export interface RequestOptions extends CommonOptions {
  query?: Record<string, string | number | boolean | null | undefined>;
  body?: unknown;
}

const TOKEN_PATH = auth.refreshToken.path;
const isAbort = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';
let onSessionExpired: () => void = () => window.location.assign('/');

/** Where the app goes when a refresh fails in the middle of a call (default: reload at `/`). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** The language the page is shown in: the user's choice, or English on pages without Arabic (A4). */
const requestLanguage = () => languageOverride() ?? storage.get('language') ?? 'en';

function buildPath(path: string, params: CallOptions<unknown>['params'], query: unknown): string {
  const filled = path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return qs ? `${filled}?${qs}` : filled;
}

async function toApiError(res: Response): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  if (res.status === VALIDATION_STATUS) {
    const fields = fieldErrors.safeParse(body);
    if (fields.success)
      return new ApiError(res.status, fields.data[0]?.msg ?? 'Invalid input', undefined, fields.data);
  }
  const parsed = errorBody.safeParse(body);
  if (parsed.success) return new ApiError(res.status, parsed.data.msg, parsed.data.code);
  return new ApiError(res.status, res.statusText || `Request failed with status ${res.status}`);
}

interface SendOptions {
  method: string;
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  onBehalfOf?: number | ':me';
  /** Sends the bearer token and refreshes it on a 401 (every non-public endpoint). */
  authenticated: boolean;
  /** The success body is a file, read as a Blob. */
  blob?: boolean;
}

interface Sent {
  status: number;
  body: unknown;
}

/** R25, R107, A7: what every response says besides its body. */
function readResponseHeaders(res: Response, authenticated: boolean) {
  checkServerVersion(res.headers.get(VERSION_HEADER));
  const keys = res.headers.get(permissions.PERMISSIONS_HEADER);
  if (authenticated && keys !== null) applyPermissionsHeader(keys);
}

/**
 * A public read's answer may depend on who asks (the market shows a signed-in buyer the prices they will be
 * charged): it carries the access token while one is valid, never refreshing it. Public writes (sign-in,
 * sign-up...) go without.
 */
function publicReadToken(method: string): string | null {
  const token = method === 'GET' ? getAccessToken() : null;
  return isTokenValid(token) ? token : null;
}

async function send(path: string, options: SendOptions, retried: boolean): Promise<Sent> {
  const token = options.authenticated ? await obtainAccessToken() : publicReadToken(options.method);
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': requestLanguage(),
    ...(options.authenticated ? companyHeaders(path, options.onBehalfOf) : {}),
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  // FormData (an upload) sets its own multipart Content-Type with the boundary.
  const multipart = options.body instanceof FormData;
  if (options.body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: options.method,
      headers,
      body:
        options.body === undefined
          ? undefined
          : multipart
            ? (options.body as FormData)
            : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (isAbort(error)) throw error;
    throw new ApiError(0, 'Could not reach the server', 'NETWORK_ERROR');
  }
  readResponseHeaders(res, options.authenticated);
  if (res.ok) {
    if (options.blob) return { status: res.status, body: await res.blob() };
    const body = res.status === 204 ? null : await res.json().catch(() => null);
    return { status: res.status, body };
  }

  const error = await toApiError(res);
  // R22/R23: a 401 is retried once with a new access token, except from the token endpoint itself.
  if (res.status === 401 && options.authenticated && !retried && !path.startsWith(TOKEN_PATH)) {
    const current = getAccessToken();
    const renewedMeanwhile = current !== null && current !== token && isTokenValid(current);
    if (!renewedMeanwhile) {
      try {
        await refreshAccessToken();
      } catch {
        onSessionExpired(); // R21: the refresh already reset the session
        throw error;
      }
    }
    return send(path, options, true);
  }
  throw error;
}

/** One call, with its toast (spec §8); a successful change drops the GET cache so no read shows stale data. */
async function perform(
  path: string,
  options: SendOptions,
  notify: NotifyOption | undefined,
): Promise<unknown> {
  try {
    const { status, body } = await send(path, options, false);
    if (options.method !== 'GET' && !path.startsWith(TOKEN_PATH)) clearRequestCache();
    notifyOutcome({ method: options.method, path, status }, notify);
    return body;
  } catch (error) {
    if (error instanceof ApiError)
      notifyOutcome({ method: options.method, path, status: error.status, error }, notify);
    throw error;
  }
}

/** What besides the URL changes a GET's answer: the user, the language and the selected company. */
const cacheKey = (path: string) =>
  [getSessionUser()?.id ?? '-', requestLanguage(), getSelectedCompany()?.id ?? '-', path].join(' ');

/** R129, R132, R133: the customer-scoped calls carry `customerId`, unless the call names it itself. */
function withCustomer(path: string, query: RequestOptions['query'], authenticated: boolean) {
  if (!authenticated || (query && CUSTOMER_PARAM in query)) return query;
  const customerId = customerIdFor(path);
  return customerId === null ? query : { ...query, [CUSTOMER_PARAM]: customerId };
}

/** Sends one call: GETs through the request cache, writes straight through. Prefer `call`. */
export function request<T>(definition: RequestDefinition, options: RequestOptions = {}): Promise<T> {
  const authenticated = definition.access.kind !== 'public';
  const query = withCustomer(definition.path, options.query, authenticated);
  const path = buildPath(definition.path, options.params, query);
  const sendOptions: SendOptions = {
    method: definition.method,
    body: options.body,
    headers: options.headers,
    onBehalfOf: options.onBehalfOf,
    authenticated,
  };
  if (definition.method !== 'GET') {
    return perform(path, { ...sendOptions, signal: options.signal }, options.notify) as Promise<T>;
  }
  // Shared reads are not aborted by one caller leaving: only that caller stops waiting.
  const read = cachedRead(cacheKey(path), options.cache ?? 'default', () =>
    perform(path, sendOptions, options.notify),
  );
  return withAbort(read, options.signal) as Promise<T>;
}

/**
 * A GET whose answer is a file (a bill PDF): the same token, refresh, headers, errors and toasts as `call`,
 * never cached; resolves with the body as a Blob.
 */
export function downloadBlob<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<Blob> {
  const path = buildPath(endpoint.path, options.params, options.query);
  const authenticated = endpoint.access.kind !== 'public';
  return perform(
    path,
    { method: 'GET', headers: options.headers, signal: options.signal, authenticated, blob: true },
    options.notify,
  ) as Promise<Blob>;
}

/** Calls one endpoint of the contract; resolves with its success body (`null` for 204). */
export function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  return request<ResponseOf<E>>(endpoint, options as RequestOptions);
}

let refreshing: Promise<string> | null = null;

/**
 * R19-R21: exchanges the refresh token for a new pair. Concurrent callers share one request;
 * on failure the session is cleared and the promise rejects.
 */
export function refreshAccessToken(): Promise<string> {
  refreshing ??= renewTokens().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

async function renewTokens(): Promise<string> {
  try {
    const refreshToken = getRefreshToken();
    if (!refreshToken) throw new ApiError(401, 'failed to get new access token', 'AUTH_NO_SESSION');
    const { data } = await call(auth.refreshToken, {
      body: { refreshToken },
      headers: { clientTZ: timeZone() },
      notify: false,
    });
    saveTokens(data);
    return data.token;
  } catch (error) {
    endSession(); // R21: a session that cannot be renewed is signed out (tokens, cart, payment order)
    throw error;
  }
}

/** A valid access token: the stored one (R17), else a refreshed one, else null (no session). */
export async function obtainAccessToken(): Promise<string | null> {
  const token = getAccessToken();
  if (isTokenValid(token)) return token;
  if (!getRefreshToken()) return null;
  return refreshAccessToken().catch(() => null);
}

export type BodyOf<E> = Input<SchemasOf<E>['body']>;
