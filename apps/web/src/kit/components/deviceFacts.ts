import { devices } from '@atrium/contracts';

type Device = devices.Device;

/** The link a hardware model talks over (reference data of the contracts); LoRaWAN when unknown. */
export const communicationTypeOf = (hardwareId: number) =>
  devices.hardwareById(hardwareId)?.communicationType ?? 'lorawan';

/** R207: hardware 304 sleeps between reports, so its configuration is queued until it is online. */
export const takesQueuedConfig = (device: Pick<Device, 'hardware'>) =>
  device.hardware.id === devices.QUEUED_CONFIG_HARDWARE_ID;

/** Structure › floor › space, or null when the device is in stock. */
export function placeText(device: Pick<Device, 'structure' | 'floor' | 'space'>): string | null {
  const parts = [device.structure?.name, device.floor?.name, device.space?.name].filter(Boolean);
  return parts.length === 0 ? null : parts.join(' › ');
}
