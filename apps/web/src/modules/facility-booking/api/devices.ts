import { useQuery } from '@tanstack/react-query';
import { searchAppDevices } from '../../../kit/api/devices.ts';
import { fbKeys } from './keys.ts';

/** The company's occupancy sensors and door controllers for a picker, searched by serial or name (first 50). */
export const useDeviceOptions = (search: string) =>
  useQuery({
    queryKey: fbKeys.devices(search),
    queryFn: ({ signal }) => searchAppDevices('facility_booking', search, signal),
  });
