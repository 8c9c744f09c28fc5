import type { DeviceType } from '../devices/reference.ts';

/**
 * A19 (routes.tsv `/metro-watch/devices/:deviceType/device/:id`): the detail page a Metro Watch device opens
 * on, chosen by its type; any type not named below is a lock.
 */
export const DETAIL_KINDS = [
  'cold-storage',
  'asset',
  'external-tracking',
  'personal-tracking',
  'device-lock',
] as const;
export type DetailKind = (typeof DETAIL_KINDS)[number];

const KIND_OF_TYPE: Readonly<Record<string, DetailKind>> = {
  'TLP2-SFB': 'cold-storage',
  'mobile-cold-storage': 'cold-storage',
  'asset-tracker': 'asset',
  'external-tracking': 'external-tracking',
  'TLP1-LF': 'external-tracking',
  'TLP1-SF': 'external-tracking',
  'personal-tracking': 'personal-tracking',
  'personal-tracking-2G': 'personal-tracking',
  'TLP1-P': 'personal-tracking',
};

/** A19: the detail kind of a device type (also of a type the URL names that no hardware has). */
export const detailKindOf = (deviceType: DeviceType | string): DetailKind =>
  Object.hasOwn(KIND_OF_TYPE, deviceType) ? (KIND_OF_TYPE[deviceType] as DetailKind) : 'device-lock';

/** The web path the redirect lands on: `/metro-watch/devices/<kind>/<id>`. */
export const detailPath = (deviceType: DeviceType | string, id: number | string) =>
  `/metro-watch/devices/${detailKindOf(deviceType)}/${id}`;

/** Kinds whose page shows a map and a track. */
export const TRACKING_KINDS: readonly DetailKind[] = ['asset', 'external-tracking', 'personal-tracking'];
