import {
  IconAdjustmentsHorizontal,
  IconBattery3,
  IconCalendarEvent,
  IconCalendarMonth,
  IconChartBar,
  IconClock,
  IconFilter,
  IconLayoutDashboard,
  IconLayoutNavbar,
  IconListCheck,
  IconMap,
  IconMapPin,
  IconMoodEmpty,
  IconSearch,
  IconTable,
  IconTag,
  IconTags,
  IconTrash,
  type TablerIcon,
} from '@tabler/icons-react';
import { Navigate } from 'react-router';
import type { AppRoute, RouteHandle } from '../../app/module.ts';
import { AmountFilterExamplePage } from './pages/AmountFilterExamplePage.tsx';
import { ConfirmDeleteExamplePage } from './pages/ConfirmDeleteExamplePage.tsx';
import { DataTableExamplePage } from './pages/DataTableExamplePage.tsx';
import { DatePickerExamplePage } from './pages/DatePickerExamplePage.tsx';
import { DeviceStatusExamplePage } from './pages/DeviceStatusExamplePage.tsx';
import { EmptyStatesExamplePage } from './pages/EmptyStatesExamplePage.tsx';
import { LibsExamplesIndexPage } from './pages/LibsExamplesIndexPage.tsx';
import { LazyLocationPickerExamplePage, LazyMapExamplePage } from './pages/lazyMapPages.tsx';
import { LazyChartExamplePage, LazyDashboardGridExamplePage } from './pages/lazyWidgetPages.tsx';
import { OptionListExamplePage } from './pages/OptionListExamplePage.tsx';
import { PeriodSelectorExamplePage } from './pages/PeriodSelectorExamplePage.tsx';
import { SearchBoxExamplePage } from './pages/SearchBoxExamplePage.tsx';
import { TableFiltersExamplePage } from './pages/TableFiltersExamplePage.tsx';
import { TabsExamplePage, TabsExamplePanel } from './pages/TabsExamplePage.tsx';
import { TagInputExamplePage } from './pages/TagInputExamplePage.tsx';
import { TagSelectExamplePage } from './pages/TagSelectExamplePage.tsx';
import { TimePickerExamplePage } from './pages/TimePickerExamplePage.tsx';
import { LIBS_EXAMPLE_PAGES, LIBS_EXAMPLES_PATH } from './paths.ts';

const ICONS: Record<string, TablerIcon> = {
  dataTable: IconTable,
  searchBox: IconSearch,
  emptyStates: IconMoodEmpty,
  confirmDelete: IconTrash,
  tabs: IconLayoutNavbar,
  map: IconMap,
  locationPicker: IconMapPin,
  periodSelector: IconCalendarEvent,
  datePicker: IconCalendarMonth,
  timePicker: IconClock,
  tagInput: IconTags,
  chart: IconChartBar,
  dashboardGrid: IconLayoutDashboard,
  tableFilters: IconFilter,
  optionList: IconListCheck,
  tagSelect: IconTag,
  amountFilter: IconAdjustmentsHorizontal,
  deviceStatus: IconBattery3,
};

/** Sidebar metadata: the "libs examples" container (spec §2, order 110), development mode only. */
const handle = (key: string, order: number): RouteHandle => ({
  label: `libs-examples:nav.${key}`,
  container: 'libs-examples',
  order,
  icon: ICONS[key],
  devOnly: true,
});

const relative = (path: string) => path.replace(/^\//, '');
const pages = {
  dataTable: <DataTableExamplePage />,
  searchBox: <SearchBoxExamplePage />,
  emptyStates: <EmptyStatesExamplePage />,
  confirmDelete: <ConfirmDeleteExamplePage />,
  map: <LazyMapExamplePage />,
  locationPicker: <LazyLocationPickerExamplePage />,
  periodSelector: <PeriodSelectorExamplePage />,
  datePicker: <DatePickerExamplePage />,
  timePicker: <TimePickerExamplePage />,
  tagInput: <TagInputExamplePage />,
  chart: <LazyChartExamplePage />,
  dashboardGrid: <LazyDashboardGridExamplePage />,
  tableFilters: <TableFiltersExamplePage />,
  optionList: <OptionListExamplePage />,
  tagSelect: <TagSelectExamplePage />,
  amountFilter: <AmountFilterExamplePage />,
  deviceStatus: <DeviceStatusExamplePage />,
} as const;

export const libsExamplesMainRoutes: AppRoute[] = [
  // Not a sidebar entry: its path is a prefix of every example's, so it would look active on all of them.
  {
    path: relative(LIBS_EXAMPLES_PATH),
    element: <LibsExamplesIndexPage />,
    handle: { label: 'libs-examples:nav.index', devOnly: true },
  },
  ...LIBS_EXAMPLE_PAGES.map(
    (page, index): AppRoute =>
      page.key === 'tabs'
        ? {
            path: relative(page.path),
            element: <TabsExamplePage />,
            handle: handle(page.key, index + 1),
            children: [
              { index: true, element: <Navigate to="live" replace /> },
              { path: ':tab', element: <TabsExamplePanel /> },
            ],
          }
        : { path: relative(page.path), element: pages[page.key], handle: handle(page.key, index + 1) },
  ),
];
