import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders.tsx';
import { i18n, i18nReady } from './app/i18n.ts';
import { createQueryClient } from './app/queryClient.ts';
import { buildRoutes } from './app/router.tsx';
import { pruneStorage } from './lib/storage.ts';

pruneStorage();

const queryClient = createQueryClient(i18n);
const router = createBrowserRouter(buildRoutes(queryClient));
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
