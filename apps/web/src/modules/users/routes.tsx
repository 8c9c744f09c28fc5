import { IconHistory, IconUserCircle, IconUserShield } from '@tabler/icons-react';
import { replace } from 'react-router';
import { ensureSession } from '../../app/guard.ts';
import type { AppRoute } from '../../app/module.ts';
import { ACCESS_LOG_PATH, MY_PROFILE_PATH, profilePath } from './paths.ts';

/** The sidebar's "My profile" entry leads to the signed-in user's own profile. */
async function myProfileLoader() {
  const user = await ensureSession();
  return user ? replace(profilePath(user.id)) : null; // without a session the guard goes to sign-in
}

export const usersMainRoutes: AppRoute[] = [
  {
    id: 'users-my-profile',
    path: MY_PROFILE_PATH.slice(1),
    loader: myProfileLoader,
    element: null,
    handle: {
      label: 'users:profile.mine',
      icon: IconUserCircle,
      container: 'settings',
      order: 1,
      mobile: true,
    },
  },
  {
    path: 'core/users/profile/:userId',
    lazy: () => import('./pages/ProfilePage.tsx').then(({ ProfilePage }) => ({ Component: ProfilePage })),
    handle: { label: 'users:profile.title', mobile: true },
  },
  {
    path: 'core/users/profile/:userId/edit',
    lazy: () =>
      import('./pages/EditProfilePage.tsx').then(({ EditProfilePage }) => ({ Component: EditProfilePage })),
    handle: { label: 'users:edit.title', mobile: true },
  },
  {
    path: 'core/users/profile/:userId/verifyNumber',
    lazy: () =>
      import('./pages/VerifyNumberPage.tsx').then(({ VerifyNumberPage }) => ({
        Component: VerifyNumberPage,
      })),
    handle: { label: 'users:verifyNumber.title', mobile: true },
  },
  {
    // POST /user/login-as-company-owner needs p_company_update (admins hold it).
    path: 'core/users/login-as-company-owner/:id',
    lazy: () =>
      import('./pages/LoginAsOwnerPage.tsx').then(({ LoginAsOwnerPage }) => ({
        Component: LoginAsOwnerPage,
      })),
    handle: { label: 'users:actAs.title', icon: IconUserShield, permissions: ['p_company_update'] },
  },
  {
    // GET /session-log answers every signed-in user (their own attempts at least).
    id: 'users-access-log',
    path: ACCESS_LOG_PATH.slice(1),
    lazy: () =>
      import('./pages/AccessLogPage.tsx').then(({ AccessLogPage }) => ({ Component: AccessLogPage })),
    handle: { label: 'users:accessLog.title', icon: IconHistory, container: 'settings', order: 5 },
  },
];
