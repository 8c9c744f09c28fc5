import type { DeviceApp, DeviceType } from '../devices/reference.ts';
import type { MarketApp } from '../market/reference.ts';
import type { HideableApp } from '../system/index.ts';

/**
 * The application kit's metadata (issue 17): an application is data, not a copy. The server registers the
 * kit's routes (devices, tokens, alarms, templates, groups, analysis) once per application under its
 * `apiPrefix`, each answering only for devices of its `deviceApp`; the web builds the kit's screens under
 * its `webPrefix` and the sidebar from it. Adding an application is adding an entry here (docs/modules.md).
 */
export interface ApplicationDef {
  /** The key of the app in permissions (`p_<key>_devices_view`), abilities and hardware (`hardware.app`). */
  key: DeviceApp;
  /** The API prefix of its calls (spec §7), without `/api`. */
  apiPrefix: `/${string}`;
  /** The web route prefix (spec §2). */
  webPrefix: `/${string}`;
  /** Its `HIDE_*` flag (spec §1), when a deployment can switch it off. */
  hideFlag: HideableApp | null;
  /** Device types of its hardware, in the order its screens list them. */
  deviceTypes: readonly DeviceType[];
  /** The i18n label of the app (web namespace `kit`). */
  label: string;
  /**
   * Whether its spec calls also name the kit's short aliases (`<apiPrefix>/alarms`, `/templates`,
   * `/alarm/info`, `/alarm/group`, `/analysis/:endpoint`, `/info/enums`), as Metro Watch's do.
   */
  kitAliases: boolean;
  /** Its app in the market (`/core/market/main/{app}`), where its hardware and tokens are sold. */
  marketApp: MarketApp;
}

export const APPLICATIONS = {
  swam: {
    key: 'swam',
    apiPrefix: '/swam',
    webPrefix: '/ignite-shield',
    hideFlag: null,
    deviceTypes: ['sensor', 'meter', 'control-unit', 'chiller'],
    label: 'Sensor solution',
    kitAliases: false,
    marketApp: 'swam',
  },
  metrowatch: {
    key: 'metrowatch',
    apiPrefix: '/metrowatch',
    webPrefix: '/metro-watch',
    hideFlag: 'metrowatch',
    deviceTypes: [
      'device-lock',
      'TLP2-SFB',
      'mobile-cold-storage',
      'asset-tracker',
      'external-tracking',
      'TLP1-LF',
      'TLP1-SF',
      'personal-tracking',
      'TLP1-P',
      'personal-tracking-2G',
    ],
    label: 'Metro Watch',
    kitAliases: true,
    marketApp: 'metrowatch',
  },
  defcon: {
    key: 'defcon',
    apiPrefix: '/defcon',
    webPrefix: '/defcon',
    hideFlag: 'defcon',
    deviceTypes: ['alarm-panel', 'motion-detector', 'door-contact', 'siren'],
    label: 'Defcon',
    kitAliases: false,
    marketApp: 'defcon',
  },
  fleet: {
    key: 'fleet',
    apiPrefix: '/fleet',
    webPrefix: '/fleet',
    hideFlag: 'fleet',
    deviceTypes: ['vehicle-tracker'],
    label: 'Fleet',
    kitAliases: false,
    marketApp: 'fleet',
  },
  facility_booking: {
    key: 'facility_booking',
    apiPrefix: '/facmgmt/api',
    webPrefix: '/facility-booking',
    hideFlag: 'facilitybooking',
    deviceTypes: ['occupancy-sensor', 'door-controller'],
    label: 'Facility booking',
    kitAliases: false,
    marketApp: 'facility-booking',
  },
  cn: {
    key: 'cn',
    apiPrefix: '/anpr',
    webPrefix: '/neuron',
    hideFlag: null,
    deviceTypes: ['edge-box', 'lpr-camera', 'barrier'],
    label: 'Neuron (ANPR)',
    kitAliases: false,
    marketApp: 'anpr',
  },
  asset: {
    key: 'asset',
    apiPrefix: '/asset-watch/api',
    webPrefix: '/asset-watch',
    hideFlag: 'assetmonitoring',
    deviceTypes: ['asset-tag', 'gps-asset-tag'],
    label: 'Asset watch',
    kitAliases: false,
    marketApp: 'asset-watch',
  },
  rodent: {
    key: 'rodent',
    apiPrefix: '/rodent',
    webPrefix: '/cloud-orbit',
    hideFlag: 'cloudorbit',
    deviceTypes: ['bait-station', 'rodent-trap'],
    label: 'Cloud orbit',
    kitAliases: false,
    marketApp: 'cloud-orbit',
  },
  smart_parking: {
    key: 'smart_parking',
    apiPrefix: '/sparking/api',
    webPrefix: '/smart-parking',
    hideFlag: 'smartparking',
    deviceTypes: ['parking-sensor'],
    label: 'Smart parking',
    kitAliases: false,
    marketApp: 'smart-parking',
  },
  gm: {
    key: 'gm',
    apiPrefix: '/gm',
    webPrefix: '/gm',
    hideFlag: 'gm',
    deviceTypes: ['personal-tracker', 'mobile-phone'],
    label: 'Global mobility',
    kitAliases: false,
    marketApp: 'mobility',
  },
} as const satisfies Record<DeviceApp, ApplicationDef>;

export type AppKey = keyof typeof APPLICATIONS;
export const APP_KEYS = Object.keys(APPLICATIONS) as AppKey[];
export const applicationOf = (key: AppKey): ApplicationDef => APPLICATIONS[key];

/** An action key of one of the app's kit scopes: `appPermission('metrowatch', 'alarms', 'view')`. */
export const appPermission = (app: AppKey, scope: string, action: string) => `p_${app}_${scope}_${action}`;
