import { defineModule } from '../../kernel/module.ts';
import { deviceActionRoutes } from './device-actions.routes.ts';
import { deviceRoutes } from './devices.routes.ts';
import { seedDemoDevices } from './devices.seed.ts';
import { syncDeviceReference } from './devices.sync.ts';

export { registryFulfilment } from './fulfilment.service.ts';

/** Issue 6: solutions, sensor types and hardware; the device registry, tokens, actions and logs. */
export const devicesModule = defineModule({
  name: 'devices',
  routes: (deps) => [...deviceRoutes(deps), ...deviceActionRoutes(deps)],
  sync: syncDeviceReference,
  seed: seedDemoDevices,
});
