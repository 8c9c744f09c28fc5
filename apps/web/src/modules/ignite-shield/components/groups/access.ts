import { groups } from '@atrium/contracts';

/** The group keys of the catalogue (`p_swam_groups_<action>`). */
export const GROUP_PERMISSIONS = {
  view: [groups.groupPermission('view')],
  create: [groups.groupPermission('create')],
  update: [groups.groupPermission('update')],
  delete: [groups.groupPermission('delete')],
} as const;
