import { IconWalk } from '@tabler/icons-react';
import { defineKitApp, type KitApp } from '../../kit/app.ts';
import { GM_PATHS } from './paths.ts';

const base = defineKitApp('gm', {
  id: 'gm',
  ns: 'gm',
  icon: IconWalk,
  order: 10,
  solutions: false,
  devicePage: (_paths, device) => GM_PATHS.deviceDetails(device.id),
});

/**
 * Global mobility in the kit: `gm` of the contracts' APPLICATIONS, at /gm (its kit endpoints answer under /gm
 * for devices of app gm). Spec §2 names its template copy and edit pages `copy/:id` and `edit/:id`.
 */
export const GLOBAL_MOBILITY: KitApp = {
  ...base,
  paths: {
    ...base.paths,
    templateCopy: (id: number) => GM_PATHS.templateCopy(id),
    templateEdit: (id: number) => GM_PATHS.templateEdit(id),
  },
};
