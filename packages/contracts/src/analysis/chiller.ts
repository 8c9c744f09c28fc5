import { bad, device, deviceListQuery, tenancyHeaders } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { paged } from '../kernel/list.ts';
import { ANALYSIS_VIEW } from './statistics.ts';

/** Spec §7 `/swam/chiller`: the chillers are the sensor-solution devices of type `chiller`. */
export const listChillers = defineEndpoint({
  method: 'GET',
  path: '/swam/chiller',
  summary:
    "Chillers (devices of type chiller) with their latest readings; the device list's filters and sorts; without customerId or on-behalf-of, the caller's own company",
  tags: ['analysis', 'swam'],
  access: anyOf(ANALYSIS_VIEW),
  schemas: {
    querystring: deviceListQuery,
    headers: tenancyHeaders,
    response: { 200: paged(device), ...bad },
  },
});
