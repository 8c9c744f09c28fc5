import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { entryModules, loadRegistry } from './app/entryModules.ts';
import { i18n, i18nReady } from './app/i18n.ts';
import { createQueryClient } from './app/queryClient.ts';
import { buildRouteTree } from './app/routeTree.tsx';
import { runtimeFlags } from './lib/runtime.ts';
import { getRefreshToken } from './lib/session.ts';
import { pruneStorage } from './lib/storage.ts';

pruneStorage();
// A stored session opens a signed-in screen, whose route comes with the registry: fetched now, beside the
// Arabic strings and the config, rather than once the router asks for it (its failure shows there).
if (getRefreshToken()) loadRegistry().catch(() => {});

const queryClient = createQueryClient(i18n);
// The pages before sign-in are in the entry; the registry of every module comes with the signed-in shell.
const { routes, patchRoutesOnNavigation } = buildRouteTree(queryClient, {
  flags: runtimeFlags,
  entry: entryModules,
  all: loadRegistry,
});
const router = createBrowserRouter(routes, { patchRoutesOnNavigation });
// While a screen's code or data loads, the document says it is busy (the old screen stays in view until then).
router.subscribe(({ navigation }) => {
  if (navigation.state === 'idle') document.documentElement.removeAttribute('aria-busy');
  else document.documentElement.setAttribute('aria-busy', 'true');
});
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
// A visitor who chose Arabic gets the page once its strings are fetched, not in English first.
await i18nReady;

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
