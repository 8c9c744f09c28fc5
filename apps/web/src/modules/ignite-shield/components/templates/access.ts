import { alarms } from '@atrium/contracts';

/** The template keys of the catalogue (`p_swam_templates_<action>`). */
export const TEMPLATE_PERMISSIONS = {
  view: [alarms.templatePermission('view')],
  create: [alarms.templatePermission('create')],
  update: [alarms.templatePermission('update')],
  delete: [alarms.templatePermission('delete')],
} as const;
