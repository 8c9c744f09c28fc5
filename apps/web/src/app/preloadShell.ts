import { loadRegistry } from './entryModules.ts';

/**
 * Starts fetching what the signed-in shell waits for (the registry of every module and the shell's chunk) while
 * the sign-in request is under way, rather than once the router opens the first signed-in screen after it.
 * main.tsx does the same at load when a session is stored. Each fetch is made once (the router's own calls reuse
 * it); a failure here is left to those calls, which show it.
 */
export function preloadSignedInShell(): void {
  loadRegistry().catch(() => {});
  import('./layouts/MainLayout.tsx').catch(() => {});
}
