import type { AppRoute } from '../../app/module.ts';

export const cloudOrbitRoutes: AppRoute[] = [];
