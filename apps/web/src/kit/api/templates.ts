import { type alarms, devices, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type BodyOf, type CallOptions, call } from '../../lib/api.ts';
import type { TableQuery } from '../../ui/DataTable/index.ts';
import type { KitApp } from '../app.ts';
import { useKitApp } from '../KitAppContext.tsx';
import { tableParams } from './devices.ts';
import { endpointsOf } from './endpoints.ts';

type Template = alarms.Template;
export type TemplateBody = BodyOf<typeof alarms.createTemplate>;
type ListQuery = CallOptions<typeof alarms.listTemplates>['query'];

/** GET /<app>/template: one page of the company's alarm templates of the app (search by name). */
export const fetchTemplates =
  (app: KitApp) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<Template>> =>
    call(endpointsOf(app).templates.list, { query: tableParams(query) as ListQuery, signal });

export function useTemplate(id: number) {
  const app = useKitApp();
  return useQuery({
    queryKey: app.keys.template(id),
    queryFn: async ({ signal }) =>
      (await call(endpointsOf(app).templates.get, { params: { id }, signal })).data,
    enabled: id > 0,
  });
}

/** GET /swam/sensor-type: the value names a rule may watch (of one solution, or all). */
export const useSensorTypes = (solutionId: number | null) =>
  useQuery({
    queryKey: [...useKitApp().keys.sensorTypes(), solutionId],
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
  (app: KitApp, template: Template) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<devices.Device>> =>
    call(endpointsOf(app).devices.list, {
      query: {
        ...tableParams(query),
        customerId: String(template.company.id),
        ...(template.solutionId === null ? {} : { solutionId: String(template.solutionId) }),
      } as CallOptions<typeof devices.listSwamDevices>['query'],
      signal,
    });

function useReloadTemplates() {
  const queryClient = useQueryClient();
  const { keys } = useKitApp();
  return () => void queryClient.invalidateQueries({ queryKey: keys.templates() });
}

/** POST /<app>/template (id null) or PUT /<app>/template/:id. */
export function useSaveTemplate(id: number | null) {
  const reload = useReloadTemplates();
  const api = endpointsOf(useKitApp()).templates;
  return useMutation({
    mutationFn: (body: TemplateBody) =>
      id === null ? call(api.create, { body }) : call(api.update, { params: { id }, body }),
    onSuccess: reload,
  });
}

export function useDeleteTemplate() {
  const reload = useReloadTemplates();
  const api = endpointsOf(useKitApp()).templates;
  return useMutation({
    mutationFn: (id: number) => call(api.delete, { params: { id } }),
    onSuccess: reload,
  });
}
