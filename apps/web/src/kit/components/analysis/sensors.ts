import { devices } from '@atrium/contracts';
import type { TFunction } from 'i18next';

/** A sensor key's name in the user's language (the registry's English name as fallback). */
export const sensorLabel = (t: TFunction, key: string) =>
  t(`analysis.sensors.${key}`, { defaultValue: devices.SENSOR_TYPE_BY_KEY.get(key)?.name ?? key });

/** The value keys a device's hardware reports. */
export const sensorKeysOf = (hardwareId: number): string[] =>
  (devices.hardwareById(hardwareId)?.sensorTypeIds ?? [])
    .map((id) => devices.SENSOR_TYPES.find((s) => s.id === id)?.key)
    .filter((key): key is string => key !== undefined);

/** A device's name, or its serial when it has none. */
export const deviceLabel = (device: { name: string; serial: string }) => device.name || device.serial;
