import { useSyncExternalStore } from 'react';

/**
 * When the page must be reloaded to keep working (A7, R150, R151): the server runs a newer version than the
 * one this page started with (`x-app-version` response header vs the config's version), or a code chunk
 * failed to load. The shell shows the refresh dialog while a request is open.
 */

export type RefreshReason = 'version' | 'chunk';
export interface RefreshRequest {
  reason: RefreshReason;
  /** The server version that triggered it, for `version`. */
  version?: string;
}

/** R171: a script that has not loaded after 120 s counts as failed. */
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const VERSION_HEADER = 'x-app-version';

let request: RefreshRequest | null = null;
let startVersion: string | null = null;
/** Versions the user already dismissed the dialog for: no nagging on every later response. */
const dismissedVersions = new Set<string>();
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function requestRefresh(next: RefreshRequest): void {
  if (request) return;
  if (next.reason === 'version' && next.version && dismissedVersions.has(next.version)) return;
  request = next;
  emit();
}

export function dismissRefresh(): void {
  if (request?.reason === 'version' && request.version) dismissedVersions.add(request.version);
  request = null;
  emit();
}

export const getRefreshRequest = () => request;

export function useRefreshRequest(): RefreshRequest | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getRefreshRequest,
    getRefreshRequest,
  );
}

/** The version this page started with (the deployment config's `version`, loaded at start). */
export function setStartVersion(version: string): void {
  startVersion ??= version;
}

/** Compares a response's `x-app-version` with the start version (A7). */
export function checkServerVersion(version: string | null): void {
  if (!version || startVersion === null || version === startVersion) return;
  requestRefresh({ reason: 'version', version });
}

/** For tests: forget the start version, the dismissed versions and any open request. */
export function resetRefreshState(): void {
  request = null;
  startVersion = null;
  dismissedVersions.clear();
  emit();
}

const CHUNK_ERROR =
  /Loading (CSS )?chunk [\w-]+ failed|Loading chunk failed|CSS_CHUNK_LOAD_FAILED|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

/** R150, R151: a failed chunk or script load, whatever the browser calls it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (typeof error !== 'object') return false;
  const { name, message, code } = error as { name?: unknown; message?: unknown; code?: unknown };
  return (
    name === 'ChunkLoadError' ||
    code === 'CSS_CHUNK_LOAD_FAILED' ||
    (typeof message === 'string' && CHUNK_ERROR.test(message))
  );
}

export class ChunkLoadError extends Error {
  constructor(readonly url: string) {
    super(`Loading chunk failed: ${url}`);
    this.name = 'ChunkLoadError';
  }
}

/**
 * R150, R151: listens for Vite's `vite:preloadError`, failed stylesheet or script elements and unhandled
 * chunk-load rejections, and asks for the refresh dialog. Returns the clean-up.
 */
export function installChunkErrorHandlers(target: Window = window): () => void {
  const onPreloadError = (event: Event) => {
    event.preventDefault(); // Vite would rethrow; the dialog handles it
    requestRefresh({ reason: 'chunk' });
  };
  const onElementError = (event: Event) => {
    const element = event.target;
    const isAsset =
      (element instanceof HTMLLinkElement && element.rel === 'stylesheet') ||
      (element instanceof HTMLScriptElement && element.type === 'module');
    if (isAsset || isChunkLoadError((event as ErrorEvent).error ?? (event as ErrorEvent).message)) {
      requestRefresh({ reason: 'chunk' });
    }
  };
  const onRejection = (event: PromiseRejectionEvent) => {
    if (isChunkLoadError(event.reason)) requestRefresh({ reason: 'chunk' });
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  target.addEventListener('error', onElementError, true);
  target.addEventListener('unhandledrejection', onRejection);
  return () => {
    target.removeEventListener('vite:preloadError', onPreloadError);
    target.removeEventListener('error', onElementError, true);
    target.removeEventListener('unhandledrejection', onRejection);
  };
}

const loadedScripts = new Map<string, Promise<void>>();

/**
 * Loads an external script once (e.g. the card payment script, A71). It fails with a `ChunkLoadError`
 * ('Loading chunk failed') on an error or after 120 s (R171), which opens the refresh dialog (R150).
 */
export function loadScript(url: string, timeoutMs: number = SCRIPT_LOAD_TIMEOUT_MS): Promise<void> {
  const known = loadedScripts.get(url);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      loadedScripts.delete(url);
      requestRefresh({ reason: 'chunk' });
      reject(new ChunkLoadError(url));
    };
    const timer = setTimeout(fail, timeoutMs);
    script.addEventListener('load', () => {
      clearTimeout(timer);
      resolve();
    });
    script.addEventListener('error', fail);
    document.head.append(script);
  });
  loadedScripts.set(url, promise);
  return promise;
}
