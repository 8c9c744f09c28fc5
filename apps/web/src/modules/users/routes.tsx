import { IconHistory, IconUserCircle, IconUserShield } from '@tabler/icons-react';
import { replace } from 'react-router';
import { ensureSession } from '../../app/guard.ts';
import type { AppRoute } from '../../app/module.ts';
import { AccessLogPage } from './pages/AccessLogPage.tsx';
import { EditProfilePage } from './pages/EditProfilePage.tsx';
import { LoginAsOwnerPage } from './pages/LoginAsOwnerPage.tsx';
import { ProfilePage } from './pages/ProfilePage.tsx';
import { VerifyNumberPage } from './pages/VerifyNumberPage.tsx';
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
    element: <ProfilePage />,
    handle: { label: 'users:profile.title', mobile: true },
  },
  {
    path: 'core/users/profile/:userId/edit',
    element: <EditProfilePage />,
    handle: { label: 'users:edit.title', mobile: true },
  },
  {
    path: 'core/users/profile/:userId/verifyNumber',
    element: <VerifyNumberPage />,
    handle: { label: 'users:verifyNumber.title', mobile: true },
  },
  {
    // POST /user/login-as-company-owner needs p_company_update (admins hold it).
    path: 'core/users/login-as-company-owner/:id',
    element: <LoginAsOwnerPage />,
    handle: { label: 'users:actAs.title', icon: IconUserShield, permissions: ['p_company_update'] },
  },
  {
    // GET /session-log answers every signed-in user (their own attempts at least).
    id: 'users-access-log',
    path: ACCESS_LOG_PATH.slice(1),
    element: <AccessLogPage />,
    handle: { label: 'users:accessLog.title', icon: IconHistory, container: 'settings', order: 5 },
  },
];
