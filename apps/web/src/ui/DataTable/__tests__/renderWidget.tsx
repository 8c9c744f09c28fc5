import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../../app/AppProviders.tsx';
import { i18n } from '../../../app/i18n.ts';

/**
 * Renders a shared widget inside the app's providers (i18n, Mantine without transitions and portals,
 * TanStack Query without retries) and a memory router at `path`.
 */
export function renderWidget(
  ui: ReactElement,
  { path = '/', language = 'en', advanceTimers, env = 'test' }: RenderOptions = {},
) {
  void i18n.changeLanguage(language);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 0 }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [path] });
  const view = render(
    <AppProviders queryClient={queryClient} i18n={i18n} env={env}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const user = userEvent.setup(advanceTimers ? { advanceTimers } : {});
  return { ...view, router, queryClient, user };
}

interface RenderOptions {
  path?: string;
  language?: 'en' | 'ar';
  /** For fake timers: `vi.advanceTimersByTime`. */
  advanceTimers?: (ms: number) => void;
  /** Mantine's environment: 'default' keeps closed collapses mounted (hidden), as the app does. */
  env?: 'default' | 'test';
}
