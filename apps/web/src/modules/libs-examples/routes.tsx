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
/** Each example in its own chunk: the map, chart and grid examples bring Leaflet, ECharts, react-grid-layout. */
const pages = {
  dataTable: () =>
    import('./pages/DataTableExamplePage.tsx').then(({ DataTableExamplePage }) => ({
      Component: DataTableExamplePage,
    })),
  searchBox: () =>
    import('./pages/SearchBoxExamplePage.tsx').then(({ SearchBoxExamplePage }) => ({
      Component: SearchBoxExamplePage,
    })),
  emptyStates: () =>
    import('./pages/EmptyStatesExamplePage.tsx').then(({ EmptyStatesExamplePage }) => ({
      Component: EmptyStatesExamplePage,
    })),
  confirmDelete: () =>
    import('./pages/ConfirmDeleteExamplePage.tsx').then(({ ConfirmDeleteExamplePage }) => ({
      Component: ConfirmDeleteExamplePage,
    })),
  map: () =>
    import('./pages/MapExamplePage.tsx').then(({ MapExamplePage }) => ({ Component: MapExamplePage })),
  locationPicker: () =>
    import('./pages/LocationPickerExamplePage.tsx').then(({ LocationPickerExamplePage }) => ({
      Component: LocationPickerExamplePage,
    })),
  periodSelector: () =>
    import('./pages/PeriodSelectorExamplePage.tsx').then(({ PeriodSelectorExamplePage }) => ({
      Component: PeriodSelectorExamplePage,
    })),
  datePicker: () =>
    import('./pages/DatePickerExamplePage.tsx').then(({ DatePickerExamplePage }) => ({
      Component: DatePickerExamplePage,
    })),
  timePicker: () =>
    import('./pages/TimePickerExamplePage.tsx').then(({ TimePickerExamplePage }) => ({
      Component: TimePickerExamplePage,
    })),
  tagInput: () =>
    import('./pages/TagInputExamplePage.tsx').then(({ TagInputExamplePage }) => ({
      Component: TagInputExamplePage,
    })),
  chart: () =>
    import('./pages/ChartExamplePage.tsx').then(({ ChartExamplePage }) => ({ Component: ChartExamplePage })),
  dashboardGrid: () =>
    import('./pages/DashboardGridExamplePage.tsx').then(({ DashboardGridExamplePage }) => ({
      Component: DashboardGridExamplePage,
    })),
  tableFilters: () =>
    import('./pages/TableFiltersExamplePage.tsx').then(({ TableFiltersExamplePage }) => ({
      Component: TableFiltersExamplePage,
    })),
  optionList: () =>
    import('./pages/OptionListExamplePage.tsx').then(({ OptionListExamplePage }) => ({
      Component: OptionListExamplePage,
    })),
  tagSelect: () =>
    import('./pages/TagSelectExamplePage.tsx').then(({ TagSelectExamplePage }) => ({
      Component: TagSelectExamplePage,
    })),
  amountFilter: () =>
    import('./pages/AmountFilterExamplePage.tsx').then(({ AmountFilterExamplePage }) => ({
      Component: AmountFilterExamplePage,
    })),
  deviceStatus: () =>
    import('./pages/DeviceStatusExamplePage.tsx').then(({ DeviceStatusExamplePage }) => ({
      Component: DeviceStatusExamplePage,
    })),
} satisfies Record<string, NonNullable<AppRoute['lazy']>>;

export const libsExamplesMainRoutes: AppRoute[] = [
  // Not a sidebar entry: its path is a prefix of every example's, so it would look active on all of them.
  {
    path: relative(LIBS_EXAMPLES_PATH),
    lazy: () =>
      import('./pages/LibsExamplesIndexPage.tsx').then(({ LibsExamplesIndexPage }) => ({
        Component: LibsExamplesIndexPage,
      })),
    handle: { label: 'libs-examples:nav.index', devOnly: true },
  },
  ...LIBS_EXAMPLE_PAGES.map(
    (page, index): AppRoute =>
      page.key === 'tabs'
        ? {
            path: relative(page.path),
            lazy: () =>
              import('./pages/TabsExamplePage.tsx').then(({ TabsExamplePage }) => ({
                Component: TabsExamplePage,
              })),
            handle: handle(page.key, index + 1),
            children: [
              { index: true, element: <Navigate to="live" replace /> },
              {
                path: ':tab',
                lazy: () =>
                  import('./pages/TabsExamplePage.tsx').then(({ TabsExamplePanel }) => ({
                    Component: TabsExamplePanel,
                  })),
              },
            ],
          }
        : { path: relative(page.path), lazy: pages[page.key], handle: handle(page.key, index + 1) },
  ),
];
