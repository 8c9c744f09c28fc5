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
