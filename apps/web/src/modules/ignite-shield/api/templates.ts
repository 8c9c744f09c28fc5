import { alarms, devices, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../../lib/api.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { tableParams } from './devices.ts';
import { swamKeys } from './keys.ts';

type Template = alarms.Template;
export type TemplateBody = BodyOf<typeof alarms.createTemplate>;
type ListQuery = CallOptions<typeof alarms.listTemplates>['query'];

/** GET /swam/template: one page of the company's alarm templates (search by name). */
export const fetchTemplates = (query: TableQuery, signal?: AbortSignal): Promise<Paged<Template>> =>
  call(alarms.listTemplates, { query: tableParams(query) as ListQuery, signal });

export const useTemplate = (id: number) =>
  useQuery({
    queryKey: swamKeys.template(id),
    queryFn: async ({ signal }) => (await call(alarms.getTemplate, { params: { id }, signal })).data,
    enabled: id > 0,
  });

/** GET /swam/sensor-type: the value names a rule may watch (of one solution, or all). */
export const useSensorTypes = (solutionId: number | null) =>
  useQuery({
    queryKey: [...swamKeys.sensorTypes(), solutionId],
    queryFn: async ({ signal }) =>
      (
        await call(devices.listSensorTypes, {
          query: solutionId === null ? {} : { solutionId: String(solutionId) },
          signal,
        })
      ).data,
  });

/** The devices a template applies to: the owner company's devices of its solution (all without one). */
export const fetchTemplateDevices =
  (template: Template) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<devices.Device>> =>
    call(devices.listSwamDevices, {
      query: {
        ...tableParams(query),
        customerId: String(template.company.id),
        ...(template.solutionId === null ? {} : { solutionId: String(template.solutionId) }),
      } as CallOptions<typeof devices.listSwamDevices>['query'],
      signal,
    });

function useReloadTemplates() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: swamKeys.templates() });
}

/** POST /swam/template (id null) or PUT /swam/template/:id. */
export function useSaveTemplate(id: number | null) {
  const reload = useReloadTemplates();
  return useMutation({
    mutationFn: (body: TemplateBody) =>
      id === null
        ? call(alarms.createTemplate, { body })
        : call(alarms.updateTemplate, { params: { id }, body }),
    onSuccess: reload,
  });
}

export function useDeleteTemplate() {
  const reload = useReloadTemplates();
  return useMutation({
    mutationFn: (id: number) => call(alarms.deleteTemplate, { params: { id } }),
    onSuccess: reload,
  });
}
