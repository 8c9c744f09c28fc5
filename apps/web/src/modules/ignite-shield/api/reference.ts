import { devices } from '@atrium/contracts';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/api.ts';
import { swamKeys } from './keys.ts';

/** GET /swam/user-solutions: the solutions the customer has devices of, lowest id first (A16). */
export const fetchUserSolutions = async (signal?: AbortSignal) =>
  (await call(devices.listUserSolutions, { signal })).data;

export const useUserSolutions = () =>
  useQuery({ queryKey: swamKeys.solutions(), queryFn: ({ signal }) => fetchUserSolutions(signal) });
