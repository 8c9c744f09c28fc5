import type { AppRoute } from '../../app/module.ts';
import { ProfilePage } from './pages/ProfilePage.tsx';

export const usersMainRoutes: AppRoute[] = [
  { path: 'core/users/profile/:userId', element: <ProfilePage />, handle: { label: 'users:profile.title' } },
];
