import { storage } from './storage.ts';

/**
 * Flags read once when the app starts.
 *
 * - `devMode`: a Vite dev build (`import.meta.env.DEV`), or a production build opened with `?dev` (or
 *   `?dev=1`) once in the tab: the flag is kept in sessionStorage until `?dev=0` or the tab closes. It shows
 *   dev-only routes and the libs-examples and development sidebar containers (A41, A43).
 * - `pdfMode`: the URL carries a `cacheKey` query parameter (A6): the PDF renderer opened a print view, so
 *   no loader, no header or sidebar, and no core or swam module routes.
 */
export interface RuntimeFlags {
  devMode: boolean;
  pdfMode: boolean;
}

export function readRuntimeFlags(href: string, devBuild: boolean): RuntimeFlags {
  const params = new URL(href).searchParams;
  const dev = params.get('dev');
  if (dev !== null) {
    if (dev === '0' || dev === 'false') storage.remove('devMode');
    else storage.set('devMode', true);
  }
  return {
    devMode: devBuild || storage.get('devMode') === true,
    pdfMode: params.has('cacheKey'),
  };
}

export const runtimeFlags: RuntimeFlags = readRuntimeFlags(window.location.href, import.meta.env.DEV);
