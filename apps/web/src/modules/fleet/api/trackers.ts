import { useQuery } from '@tanstack/react-query';
import { searchAppDevices } from '../../../kit/api/devices.ts';
import { fleetKeys } from './keys.ts';

/** The company's trackers (devices of app fleet) for a picker, searched by serial or name (first 50). */
export const useTrackerOptions = (search: string) =>
  useQuery({
    queryKey: [...fleetKeys.trackers(), search],
    queryFn: ({ signal }) => searchAppDevices('fleet', search, signal),
  });
