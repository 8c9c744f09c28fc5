import { IconUsersGroup } from '@tabler/icons-react';
import { replace } from 'react-router';
import type { AppRoute } from '../../app/module.ts';
import { groupPermissionsOf } from '../access.ts';
import type { KitApp } from '../app.ts';
import { relative } from '../paths.ts';
import { lazyPage } from './lazyPage.tsx';

const label = 'kit:groups.nav';

/** Spec §2, an app's groups: list, create, edit-permission/:id, edit-notification/:id, add-user, edit-user/:id. */
export function kitGroupRoutes(app: KitApp): AppRoute[] {
  const { paths } = app;
  const allowed = groupPermissionsOf(app);
  const userPage = (mode: 'add' | 'edit') =>
    lazyPage(app, () =>
      import('../pages/groups/GroupUserPage.tsx').then(({ GroupUserPage }) => (
        <GroupUserPage mode={mode} key={mode} />
      )),
    );
  return [
    {
      path: relative(paths.groups),
      loader: () => replace(paths.groupsList),
      element: null,
      handle: { label, permissions: allowed.view },
    },
    {
      id: `${app.id}-groups-list`,
      path: relative(paths.groupsList),
      lazy: lazyPage(app, () =>
        import('../pages/groups/GroupsListPage.tsx').then(({ GroupsListPage }) => <GroupsListPage />),
      ),
      handle: { label, icon: IconUsersGroup, parent: app.id, order: 6, permissions: allowed.view },
    },
    {
      path: relative(paths.groupCreate),
      lazy: lazyPage(app, () =>
        import('../pages/groups/GroupCreatePage.tsx').then(({ GroupCreatePage }) => <GroupCreatePage />),
      ),
      handle: { label: 'kit:groups.titles.create', permissions: allowed.create },
    },
    {
      path: `${relative(paths.groups)}/edit-permission/:id`,
      lazy: lazyPage(app, () =>
        import('../pages/groups/EditPermissionGroupPage.tsx').then(({ EditPermissionGroupPage }) => (
          <EditPermissionGroupPage />
        )),
      ),
      handle: { label: 'kit:groups.titles.editPermission', permissions: allowed.view },
    },
    {
      path: `${relative(paths.groups)}/edit-notification/:id`,
      lazy: lazyPage(app, () =>
        import('../pages/groups/EditNotificationGroupPage.tsx').then(({ EditNotificationGroupPage }) => (
          <EditNotificationGroupPage />
        )),
      ),
      handle: { label: 'kit:groups.titles.editNotification', permissions: allowed.view },
    },
    {
      path: relative(paths.groupAddUser),
      lazy: userPage('add'),
      handle: { label: 'kit:groups.titles.addUser', permissions: allowed.update },
    },
    {
      path: `${relative(paths.groups)}/edit-user/:id`,
      lazy: userPage('edit'),
      handle: { label: 'kit:groups.titles.editUser', permissions: allowed.update },
    },
  ];
}
