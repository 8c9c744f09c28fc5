import type { AppRoute } from '../../app/module.ts';

export const lorawanRoutes: AppRoute[] = [];
