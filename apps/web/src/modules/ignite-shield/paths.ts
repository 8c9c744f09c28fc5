/** Spec §2 "Sensor solution app": the devices screens of /ignite-shield. */

export const IGNITE_SHIELD_PATH = '/ignite-shield';
export const DEVICES_LIST_PATH = '/ignite-shield/devices/list';
export const DEVICE_TOKENS_PATH = '/ignite-shield/devices/tokens';
export const DEVICE_INVENTORY_PATH = '/ignite-shield/devices/inventory';

/** The solution-scoped form of a module path (`.../solution/:solutionId`). */
export const SOLUTION_SUFFIX = 'solution/:solutionId';

/** `/ignite-shield/devices/list/solution/:solutionId/device/:id`; a device without solution uses 'all'. */
export const devicePath = (solutionId: number | null, id: number) =>
  `${DEVICES_LIST_PATH}/solution/${solutionId ?? 'all'}/device/${id}`;

export const TEMPLATES_PATH = '/ignite-shield/templates';
export const TEMPLATES_LIST_PATH = `${TEMPLATES_PATH}/list`;
export const TEMPLATE_CREATE_PATH = `${TEMPLATES_PATH}/create`;
/** `/ignite-shield/templates/:id/create`: a new template prefilled as a copy of template :id. */
export const templateCopyPath = (id: number) => `${TEMPLATES_PATH}/${id}/create`;
export const templateEditPath = (id: number) => `${TEMPLATES_PATH}/${id}/edit`;
export const templateDetailsPath = (id: number) => `${TEMPLATES_PATH}/${id}/details`;

export const METER_PATH = '/ignite-shield/devices/meter';
export const CONTROL_UNIT_PATH = '/ignite-shield/devices/control-unit';

/** A device's page: meters and control units have their own (spec §2), other devices the list's. */
export function devicePageOf(device: { id: number; type: string; solution: { id: number } | null }) {
  if (device.type === 'meter') return `${METER_PATH}/${device.id}`;
  if (device.type === 'control-unit') return `${CONTROL_UNIT_PATH}/${device.id}`;
  return devicePath(device.solution?.id ?? null, device.id);
}

export const ALARMS_PATH = '/ignite-shield/alarms';
/** The four alarm screens of spec §2: open and closed alarms of each category. */
export const ALARM_SCREENS = [
  { segment: 'operational', category: 'operational', closed: false },
  { segment: 'operational-history', category: 'operational', closed: true },
  { segment: 'status', category: 'status', closed: false },
  { segment: 'status-history', category: 'status', closed: true },
] as const;

export const ANALYSIS_PATH = '/ignite-shield/analysis';
export const STRUCTURE_PORTFOLIO_PATH = `${ANALYSIS_PATH}/structure-portfolio`;
export const ANALYSIS_COMPARE_PATH = `${ANALYSIS_PATH}/compare`;
export const STRUCTURE_PORTFOLIO_V2_PATH = `${ANALYSIS_PATH}/v2/structure-portfolio`;
export const DEVICE_REPORT_PATH = `${ANALYSIS_PATH}/device-report/:id`;
export const deviceReportPath = (id: number) => `${ANALYSIS_PATH}/device-report/${id}`;
