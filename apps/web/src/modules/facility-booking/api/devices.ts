import { devices } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import { getSelectedCompany } from '../../../lib/company.ts';
import { fbKeys } from './keys.ts';

const list = devices.appDeviceEndpointsOf('facility_booking').list;
type ListQuery = CallOptions<typeof list>['query'];

/** The company's occupancy sensors and door controllers for a picker, searched by serial or name (first 50). */
export const useDeviceOptions = (search: string) =>
  useQuery({
    queryKey: fbKeys.devices(search),
    queryFn: async ({ signal }) => {
      const company = getSelectedCompany();
      return (
        await call(list, {
          query: {
            limit: '50',
            offset: '0',
            sortBy: 'serial',
            sortType: 'asc',
            ...(search ? { name: search } : {}),
            ...(company ? { customerId: String(company.id) } : {}),
          } as ListQuery,
          signal,
        })
      ).data;
    },
  });
