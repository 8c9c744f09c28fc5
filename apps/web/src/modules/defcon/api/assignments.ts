import type { Paged } from '@atrium/contracts';
import * as assignments from '@atrium/contracts/defcon/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { defconKeys } from './keys.ts';
import { listParams, quiet } from './params.ts';

export { assignments };

type Query = CallOptions<typeof assignments.listDeviceAssignments>['query'];
export type AssignmentAction = 'accept' | 'reject' | 'unassign';

export const fetchAssignments = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<assignments.DeviceAssignment>> =>
  call(assignments.listDeviceAssignments, { query: listParams(query) as Query, signal, cache: 'none' });

const ACTIONS = {
  accept: assignments.acceptDeviceAssignment,
  reject: assignments.rejectDeviceAssignment,
  unassign: assignments.unassignDevice,
} as const;

/** Accept, reject or unassign one row; the list reloads after it. */
export function useAssignmentAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, action }: { id: number; action: AssignmentAction }) =>
      (await call(ACTIONS[action], { params: { id }, body: {} })).data,
    onSettled: () => void queryClient.invalidateQueries({ queryKey: defconKeys.assignments() }),
  });
}

/** A security company asks to monitor a customer's devices (one pending row per serial). */
export function useRequestAssignment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: assignments.SaveDeviceAssignmentBody) =>
      (await call(assignments.saveDeviceAssignment, { body, ...quiet })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: defconKeys.assignments() }),
  });
}
