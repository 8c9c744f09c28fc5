import { apps, type devices } from '@atrium/contracts';
import type { TablerIcon } from '@tabler/icons-react';
import { type KitKeys, kitKeys } from './api/keys.ts';
import { type KitPaths, kitPaths } from './paths.ts';

type DeviceLink = Pick<devices.Device, 'id'> & Partial<Pick<devices.Device, 'type' | 'solution'>>;

/** The web side of an application: what the contracts' `APPLICATIONS` entry does not say. */
export interface KitAppWeb {
  /** The module id: route ids (`<id>-alarms`), the sidebar and the query keys start with it. */
  id: string;
  /** The app's own i18n namespace (its sidebar label `nav.app`). */
  ns: string;
  icon: TablerIcon;
  /** Position of the app's entry in the sidebar's applications container. */
  order: number;
  /** Whether its devices belong to solutions (the `/solution/:solutionId` routes and filters, spec §2). */
  solutions: boolean;
  /** Where a device row leads (each app has its own detail pages). */
  devicePage: (paths: KitPaths, device: DeviceLink) => string;
}

/** An application as the kit's screens see it: the contracts' metadata, its paths, keys and web bits. */
export interface KitApp extends Omit<KitAppWeb, 'devicePage'> {
  key: apps.AppKey;
  def: apps.ApplicationDef;
  paths: KitPaths;
  keys: KitKeys;
  devicePage: (device: DeviceLink) => string;
}

export function defineKitApp(key: apps.AppKey, web: KitAppWeb): KitApp {
  const def = apps.APPLICATIONS[key];
  const paths = kitPaths(def.webPrefix);
  return {
    ...web,
    key,
    def,
    paths,
    keys: kitKeys(web.id),
    devicePage: (device) => web.devicePage(paths, device),
  };
}

/** R94: a table key is `app_module_table`, three parts: the app's part without its own underscores (facility_booking). */
export const tableKeyOf = (app: Pick<KitApp, 'key'>, module: string, table: string) =>
  `${app.key.replace(/_/g, '')}_${module}_${table}`;
