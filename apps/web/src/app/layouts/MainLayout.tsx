import { AppShell } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, useNavigation, useRevalidator } from 'react-router';
import { canSelectCompany, onCompanyChange } from '../../lib/company.ts';
import { onPermissionsChange } from '../../lib/permissions.ts';
import { useRealtimeConnection } from '../../lib/realtime.ts';
import type { RuntimeFlags } from '../../lib/runtime.ts';
import { useSessionUser } from '../../lib/session.ts';
import { ActingAsBanner } from '../../modules/auth/components/ActingAsBanner.tsx';
import { CompanyChangeLoader } from '../../ui/CompanySelector/CompanyChangeLoader.tsx';
import { CompanySelector } from '../../ui/CompanySelector/CompanySelector.tsx';
import { LoadingBar } from '../../ui/LoadingBar.tsx';
import { Sidebar } from '../../ui/Sidebar/Sidebar.tsx';
import { isRouteHandle } from '../module.ts';
import type { CatalogRoute } from '../navigation/catalog.ts';
import { RouteCatalogContext } from '../navigation/RouteCatalogContext.ts';
import { useNavTree } from '../navigation/useNavTree.ts';
import { RealtimeToasts } from '../realtime/RealtimeToasts.tsx';
import { useModuleDictionaries } from '../useModuleDictionaries.ts';
import { MainHeader } from './MainHeader.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink.tsx';

interface MainLayoutProps {
  catalog: readonly CatalogRoute[];
  flags: RuntimeFlags;
}

/**
 * The signed-in shell: header, the sidebar built from route metadata (collapsible behind a burger below
 * the `sm` breakpoint) and the page. Its route's loader is the guard (guard.ts). In PDF-generator mode
 * (A6) only the page renders.
 */
export function MainLayout({ catalog, flags }: MainLayoutProps) {
  const { t } = useTranslation('shell');
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const queryClient = useQueryClient();
  const user = useSessionUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const narrow = useMediaQuery('(max-width: 47.99em)') ?? false;
  const nodes = useNavTree(catalog, flags.devMode);
  const labelsReady = useModuleDictionaries();
  const { pathname } = useLocation();

  // The mobile navbar closes once the user went somewhere (a link, back, a redirect).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every path change on purpose
  useEffect(() => close(), [pathname, close]);

  // R29: another company means other data; R116: new permissions may close the current page.
  useEffect(
    () =>
      onCompanyChange(() => {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'system' });
      }),
    [queryClient],
  );
  useEffect(() => onPermissionsChange(() => revalidator.revalidate()), [revalidator]);
  // One socket per signed-in user for live alarms and device states (not in PDF-generator mode).
  useRealtimeConnection(flags.pdfMode ? null : user?.id);

  // A35: some pages hide the company selector for some company types (integrators on the orders list).
  const companyType = user?.personalInfo.company?.type;
  const selectorHidden = useMatches().some(
    (match) =>
      isRouteHandle(match.handle) &&
      !!companyType &&
      !!match.handle.hideCompanySelectorFor?.includes(companyType),
  );

  if (flags.pdfMode) return <Outlet />;

  const withSelector = canSelectCompany(user) && !selectorHidden;
  return (
    <RouteCatalogContext value={catalog}>
      <AppShell
        header={{ height: 60 }}
        navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }}
        padding="lg"
      >
        <SkipLink />
        <AppShell.Header>
          {navigation.state === 'loading' && <LoadingBar />}
          <MainHeader
            navbarOpened={opened}
            onToggleNavbar={toggle}
            companySelector={withSelector && !narrow ? <CompanySelector /> : null}
          />
        </AppShell.Header>
        <AppShell.Navbar aria-label={t('nav.label')} data-testid="sidebar">
          {withSelector && narrow && (
            <AppShell.Section p="sm">
              <CompanySelector fullWidth />
            </AppShell.Section>
          )}
          <AppShell.Section grow mih={0}>
            <Sidebar nodes={nodes} onNavigate={close} ready={labelsReady} />
          </AppShell.Section>
        </AppShell.Navbar>
        <AppShell.Main id={MAIN_CONTENT_ID} tabIndex={-1} bg="var(--mantine-color-gray-0)">
          <ActingAsBanner />
          <Outlet />
        </AppShell.Main>
        <CompanyChangeLoader />
        <RealtimeToasts />
      </AppShell>
    </RouteCatalogContext>
  );
}
