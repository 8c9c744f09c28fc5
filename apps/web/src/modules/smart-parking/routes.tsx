import type { AppRoute } from '../../app/module.ts';

export const smartParkingRoutes: AppRoute[] = [];
