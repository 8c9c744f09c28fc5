/** One scope (issue 17): which companies, structures and devices a request may reach. */
export { type AppDeviceReach, registerAppDeviceReach } from './app-reach.ts';
export { type DeviceRef, reachesEveryDevice, withinGroupResources } from './group-reach.ts';
export {
  appDefault,
  appsAllowed,
  customerOf,
  type RequestScope,
  requestScope,
  swamDefault,
  type Tenancy,
  userOf,
} from './request-scope.ts';
