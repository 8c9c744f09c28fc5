import { IconUsersGroup } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { GROUP_PERMISSIONS } from './components/groups/access.ts';
import {
  GROUP_ADD_USER_PATH,
  GROUP_CREATE_PATH,
  GROUPS_LIST_PATH,
  GROUPS_PATH,
} from './components/groups/paths.ts';
import { EditNotificationGroupPage } from './pages/groups/EditNotificationGroupPage.tsx';
import { EditPermissionGroupPage } from './pages/groups/EditPermissionGroupPage.tsx';
import { GroupCreatePage } from './pages/groups/GroupCreatePage.tsx';
import { GroupsListPage } from './pages/groups/GroupsListPage.tsx';
import { GroupUserPage } from './pages/groups/GroupUserPage.tsx';

const relative = (path: string) => path.replace(/^\//, '');
const label = 'ignite-shield:groups.nav';

/** Spec §2 "Sensor solution app", groups: list, create, edit-permission/:id, edit-notification/:id, add-user, edit-user/:id. */
export const groupRoutes: AppRoute[] = [
  {
    path: relative(GROUPS_PATH),
    loader: () => replace(GROUPS_LIST_PATH),
    element: null,
    handle: { label, permissions: GROUP_PERMISSIONS.view },
  },
  {
    id: 'ignite-shield-groups-list',
    path: relative(GROUPS_LIST_PATH),
    element: <GroupsListPage />,
    handle: {
      label,
      icon: IconUsersGroup,
      parent: 'ignite-shield',
      order: 6,
      permissions: GROUP_PERMISSIONS.view,
    },
  },
  {
    path: relative(GROUP_CREATE_PATH),
    element: <GroupCreatePage />,
    handle: { label: 'ignite-shield:groups.titles.create', permissions: GROUP_PERMISSIONS.create },
  },
  {
    path: `${relative(GROUPS_PATH)}/edit-permission/:id`,
    element: <EditPermissionGroupPage />,
    handle: { label: 'ignite-shield:groups.titles.editPermission', permissions: GROUP_PERMISSIONS.view },
  },
  {
    path: `${relative(GROUPS_PATH)}/edit-notification/:id`,
    element: <EditNotificationGroupPage />,
    handle: { label: 'ignite-shield:groups.titles.editNotification', permissions: GROUP_PERMISSIONS.view },
  },
  {
    path: relative(GROUP_ADD_USER_PATH),
    element: <GroupUserPage mode="add" />,
    handle: { label: 'ignite-shield:groups.titles.addUser', permissions: GROUP_PERMISSIONS.update },
  },
  {
    path: `${relative(GROUPS_PATH)}/edit-user/:id`,
    element: <GroupUserPage mode="edit" key="edit" />,
    handle: { label: 'ignite-shield:groups.titles.editUser', permissions: GROUP_PERMISSIONS.update },
  },
];
