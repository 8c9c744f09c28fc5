/** Spec §2 "Sensor solution app": the paths of /ignite-shield that are its own (the kit's: kit/paths.ts). */

export const IGNITE_SHIELD_PATH = '/ignite-shield';
export const DEVICES_LIST_PATH = '/ignite-shield/devices/list';

/** `/ignite-shield/devices/list/solution/:solutionId/device/:id`; a device without solution uses 'all'. */
export const devicePath = (solutionId: number | null, id: number) =>
  `${DEVICES_LIST_PATH}/solution/${solutionId ?? 'all'}/device/${id}`;

export const METER_PATH = '/ignite-shield/devices/meter';
export const CONTROL_UNIT_PATH = '/ignite-shield/devices/control-unit';

export const ANALYSIS_PATH = '/ignite-shield/analysis';
export const DEVICE_REPORT_PATH = `${ANALYSIS_PATH}/device-report/:id`;
export const deviceReportPath = (id: number) => `${ANALYSIS_PATH}/device-report/${id}`;
