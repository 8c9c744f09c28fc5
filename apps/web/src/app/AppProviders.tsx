import '@mantine/dates/styles.css';
import { DirectionProvider, MantineProvider, MantineThemeProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Notifications } from '@mantine/notifications';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { type ReactNode, useEffect, useMemo } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { datesSettings } from '../lib/dates.ts';
import { currentLanguage } from '../lib/i18n.ts';
import { directionOf } from '../lib/languages.ts';
import { installChunkErrorHandlers } from '../lib/refresh.ts';
import { runtimeFlags } from '../lib/runtime.ts';
import { RefreshDialog } from '../ui/RefreshDialog/RefreshDialog.tsx';
import classes from './AppProviders.module.css';
import { DirectionSync } from './DirectionSync.tsx';
import { NOTIFICATION_AUTO_CLOSE_MS, theme, themeCssVariablesResolver } from './theme.ts';

interface AppProvidersProps {
  queryClient: QueryClient;
  i18n: I18n;
  children: ReactNode;
  /** `test` turns off Mantine's transitions and portals. */
  env?: 'default' | 'test';
}

/** Week starting on Saturday and the language's date names (spec §1, R195). */
function LocalizedDates({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  return <DatesProvider settings={datesSettings(currentLanguage(i18n))}>{children}</DatesProvider>;
}

/**
 * Names for the icon-only buttons Mantine draws itself (the close of a toast, a modal or a drawer, a colour
 * input's eye dropper), in the current language: every one of them in the app has it (WCAG 4.1.2).
 */
function LocalizedComponentDefaults({ children }: { children: ReactNode }) {
  const { t } = useTranslation('common');
  const defaults = useMemo(
    () => ({
      components: {
        Notification: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
        Modal: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
        Drawer: { defaultProps: { closeButtonProps: { 'aria-label': t('actions.close') } } },
        ColorInput: { defaultProps: { eyeDropperButtonProps: { 'aria-label': t('actions.pickColor') } } },
      },
    }),
    [t],
  );
  return <MantineThemeProvider theme={defaults}>{children}</MantineThemeProvider>;
}

/**
 * i18n, direction, Mantine (dates, notifications top right for 2.5 s), TanStack Query, and the refresh
 * dialog with its chunk-failure listeners (A7), around the router.
 */
export function AppProviders({ queryClient, i18n, children, env }: AppProvidersProps) {
  useEffect(() => installChunkErrorHandlers(), []);
  return (
    <I18nextProvider i18n={i18n}>
      <DirectionProvider initialDirection={directionOf(currentLanguage(i18n))} detectDirection={false}>
        <MantineProvider theme={theme} cssVariablesResolver={themeCssVariablesResolver} env={env}>
          <LocalizedDates>
            <LocalizedComponentDefaults>
              <DirectionSync />
              <Notifications
                position="top-right"
                autoClose={NOTIFICATION_AUTO_CLOSE_MS}
                classNames={{ root: classes.toasts }}
              />
              {!runtimeFlags.pdfMode && <RefreshDialog />}
              <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
            </LocalizedComponentDefaults>
          </LocalizedDates>
        </MantineProvider>
      </DirectionProvider>
    </I18nextProvider>
  );
}
