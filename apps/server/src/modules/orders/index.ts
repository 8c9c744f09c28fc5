import { defineModule } from '../../kernel/module.ts';
import { type DeviceFulfilment, pendingDeviceFulfilment } from './fulfilment.ts';
import { ordersReportSource } from './orders.report-source.ts';
import { orderRoutes } from './orders.routes.ts';
import { seedDemoDiscounts } from './orders.seed.ts';
import { paymentRoutes } from './payment.routes.ts';

/**
 * Issue 7: orders, discounts, vouchers and payment. `devices` creates what a paid order bought in the device
 * registry; until the devices module provides one, those lines stay `pending` (fulfilment.ts).
 */
export const createOrdersModule = (devices: DeviceFulfilment) =>
  defineModule({
    name: 'orders',
    routes: (deps) => [...orderRoutes(deps, devices), ...paymentRoutes(deps, devices)],
    seed: seedDemoDiscounts,
    reportSources: [ordersReportSource],
  });

export const ordersModule = createOrdersModule(pendingDeviceFulfilment);
