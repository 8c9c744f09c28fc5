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
    lazy: () =>
      import('./pages/groups/GroupsListPage.tsx').then(({ GroupsListPage }) => ({
        Component: GroupsListPage,
      })),
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
    lazy: () =>
      import('./pages/groups/GroupCreatePage.tsx').then(({ GroupCreatePage }) => ({
        Component: GroupCreatePage,
      })),
    handle: { label: 'ignite-shield:groups.titles.create', permissions: GROUP_PERMISSIONS.create },
  },
  {
    path: `${relative(GROUPS_PATH)}/edit-permission/:id`,
    lazy: () =>
      import('./pages/groups/EditPermissionGroupPage.tsx').then(({ EditPermissionGroupPage }) => ({
        Component: EditPermissionGroupPage,
      })),
    handle: { label: 'ignite-shield:groups.titles.editPermission', permissions: GROUP_PERMISSIONS.view },
  },
  {
    path: `${relative(GROUPS_PATH)}/edit-notification/:id`,
    lazy: () =>
      import('./pages/groups/EditNotificationGroupPage.tsx').then(({ EditNotificationGroupPage }) => ({
        Component: EditNotificationGroupPage,
      })),
    handle: { label: 'ignite-shield:groups.titles.editNotification', permissions: GROUP_PERMISSIONS.view },
  },
  {
    path: relative(GROUP_ADD_USER_PATH),
    lazy: () =>
      import('./pages/groups/GroupUserPage.tsx').then(({ GroupUserPage }) => ({
        element: <GroupUserPage mode="add" />,
      })),
    handle: { label: 'ignite-shield:groups.titles.addUser', permissions: GROUP_PERMISSIONS.update },
  },
  {
    path: `${relative(GROUPS_PATH)}/edit-user/:id`,
    lazy: () =>
      import('./pages/groups/GroupUserPage.tsx').then(({ GroupUserPage }) => ({
        element: <GroupUserPage mode="edit" key="edit" />,
      })),
    handle: { label: 'ignite-shield:groups.titles.editUser', permissions: GROUP_PERMISSIONS.update },
  },
];
