import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { currentLanguage } from '../lib/i18n.ts';
import { directionOf } from '../lib/languages.ts';
import { DirectionSync } from './DirectionSync.tsx';
import { NOTIFICATION_AUTO_CLOSE_MS, theme } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

/** i18n, direction, Mantine, notifications and TanStack Query around the router. */
export function AppProviders({ queryClient, i18n, children, env }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(currentLanguage(i18n))} detectDirection={false}>
        <MantineProvider theme={theme} env={env}>
          <DirectionSync />
          <Notifications position="top-right" autoClose={NOTIFICATION_AUTO_CLOSE_MS} />
          <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
