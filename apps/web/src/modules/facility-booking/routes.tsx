import type { AppRoute } from '../../app/module.ts';

export const facilityBookingRoutes: AppRoute[] = [];
