import {
  auth,
  type Endpoint,
  errorBody,
  type FieldError,
  fieldErrors,
  VALIDATION_STATUS,
} from '@atrium/contracts';
import { clearSession, getAccessToken, getRefreshToken, saveTokens } from './session.ts';
import { storage } from './storage.ts';
import { isTokenValid } from './token.ts';

/** The small fetch client of the web app: base `/api`, bearer, Accept-Language, JSON, one 401 retry. */

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
type Success<R> = R extends Record<number, unknown> ? Output<R[Extract<keyof R, 200 | 201 | 204>]> : null;

export type ResponseOf<E> = Success<SchemasOf<E>['response']>;
export interface CallOptions<E> {
  params?: Record<string, string | number>;
  query?: Input<SchemasOf<E>['querystring']>;
  body?: Input<SchemasOf<E>['body']>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

const TOKEN_PATH = auth.refreshToken.path;
let onSessionExpired: () => void = () => window.location.assign('/');

/** Where the app goes when a refresh fails in the middle of a call (default: reload at `/`). */
export function setSessionExpiredHandler(handler: () => void): void {
  onSessionExpired = handler;
}

export const timeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

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
  /** Sends the bearer token and refreshes it on a 401 (every non-public endpoint). */
  authenticated: boolean;
}

async function send(path: string, options: SendOptions, retried: boolean): Promise<unknown> {
  const token = options.authenticated ? await obtainAccessToken() : null;
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': storage.get('language') ?? 'en',
    ...options.headers,
  };
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let res: Response;
  try {
    res = await fetch(`${API_BASE}${path}`, {
      method: options.method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'Could not reach the server', 'NETWORK_ERROR');
  }
  if (res.ok) return res.status === 204 ? null : res.json().catch(() => null);

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

/** Calls one endpoint of the contract; resolves with its success body (`null` for 204). */
export function call<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<ResponseOf<E>> {
  const path = buildPath(endpoint.path, options.params, options.query);
  return send(
    path,
    {
      method: endpoint.method,
      body: options.body,
      headers: options.headers,
      signal: options.signal,
      authenticated: endpoint.access.kind !== 'public',
    },
    false,
  ) as Promise<ResponseOf<E>>;
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
    });
    saveTokens(data);
    return data.token;
  } catch (error) {
    clearSession();
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
