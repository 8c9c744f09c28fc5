export const LIBS_EXAMPLES_PATH = '/core/libs-examples';
export const libsExamplePath = (widget: string) => `${LIBS_EXAMPLES_PATH}/${widget}`;

/** The example pages: i18n key (nav.<key>, <key>.description) and path. */
export const LIBS_EXAMPLE_PAGES = [
  { key: 'dataTable', path: libsExamplePath('data-table') },
  { key: 'searchBox', path: libsExamplePath('search-box') },
  { key: 'emptyStates', path: libsExamplePath('empty-states') },
  { key: 'confirmDelete', path: libsExamplePath('confirm-delete-dialog') },
  { key: 'tabs', path: libsExamplePath('tabs') },
  { key: 'map', path: libsExamplePath('map') },
  { key: 'locationPicker', path: libsExamplePath('location-picker') },
  { key: 'periodSelector', path: libsExamplePath('period-selector') },
  { key: 'datePicker', path: libsExamplePath('date-picker') },
  { key: 'timePicker', path: libsExamplePath('time-picker') },
  { key: 'tagInput', path: libsExamplePath('tag-input') },
  { key: 'chart', path: libsExamplePath('chart') },
  { key: 'dashboardGrid', path: libsExamplePath('dashboard-grid') },
  { key: 'tableFilters', path: libsExamplePath('table-filters') },
  { key: 'optionList', path: libsExamplePath('option-list') },
  { key: 'tagSelect', path: libsExamplePath('tag-select') },
  { key: 'amountFilter', path: libsExamplePath('amount-filter') },
  { key: 'deviceStatus', path: libsExamplePath('device-status') },
] as const;
