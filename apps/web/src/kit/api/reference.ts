import { devices } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../lib/api.ts';
import { useKitApp } from '../KitAppContext.tsx';

/** GET /swam/user-solutions: the solutions the customer has devices of, lowest id first (A16). */
export const fetchUserSolutions = async (signal?: AbortSignal) =>
  (await call(devices.listUserSolutions, { signal })).data;

/** The user's solutions, for an app whose devices belong to solutions (an empty list for the others). */
export function useUserSolutions() {
  const app = useKitApp();
  return useQuery({
    queryKey: app.keys.solutions(),
    queryFn: ({ signal }) => (app.solutions ? fetchUserSolutions(signal) : Promise.resolve([])),
  });
}
