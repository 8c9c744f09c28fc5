import { fleet, type Paged } from '@atrium/contracts';
import * as reports from '@atrium/contracts/fleet/reports';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CallOptions, call, downloadBlob } from '../../../lib/api.ts';
import { getSelectedCompany } from '../../../lib/company.ts';
import { saveFile } from '../../../lib/download.ts';
import { type TableQuery, toListParams } from '../../../ui/DataTable/index.ts';
import { fleetKeys } from './keys.ts';
import { companyParam } from './params.ts';

export { reports };

const e = reports.reportEndpoints;
type TemplateListQuery = CallOptions<typeof e.templateList>['query'];
type ReportListQuery = CallOptions<typeof e.reportList>['query'];

/** Query keys of the reports screens, under Fleet's. */
export const reportKeys = {
  all: [...fleetKeys.all, 'reports'] as const,
  templates: () => [...reportKeys.all, 'templates'] as const,
  template: (id: number) => [...reportKeys.templates(), id] as const,
  history: () => [...reportKeys.all, 'history'] as const,
  dashboard: (from: string, to: string, groupId: number | null, customer: string | null) =>
    [...reportKeys.all, 'dashboard', from, to, groupId, customer] as const,
};

/** R133: the company the header selects (admins, integrators), else the caller's own (sent as nothing). */
function owner(): { customerId?: string } {
  const selected = getSelectedCompany();
  return selected ? { customerId: String(selected.id) } : {};
}

const listParams = (query: TableQuery) => ({
  ...Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)])),
  ...owner(),
});

/** GET /fleet/report-template: one page of the company's templates. */
export const fetchTemplates = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<reports.ReportTemplate>> =>
  call(e.templateList, { query: listParams(query) as TemplateListQuery, signal, cache: 'none' });

/** GET /fleet/report: one page of the reports history, newest first by default. */
export const fetchReports = (query: TableQuery, signal?: AbortSignal): Promise<Paged<reports.FleetReport>> =>
  call(e.reportList, { query: listParams(query) as ReportListQuery, signal, cache: 'none' });

export const useReportTemplate = (id: number | null) =>
  useQuery({
    queryKey: reportKeys.template(id ?? 0),
    queryFn: async ({ signal }) => (await call(e.templateGet, { params: { id: id ?? 0 }, signal })).data,
    enabled: id !== null,
  });

function useReload() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: reportKeys.all });
}

/** POST /fleet/report-template (id null) or PUT /fleet/report-template/:id; the form shows its own errors. */
export function useSaveTemplate(id: number | null) {
  const reload = useReload();
  return useMutation({
    mutationFn: async (body: reports.ReportTemplateForm) =>
      (id === null
        ? await call(e.templateCreate, { body, query: owner(), notify: { error: false } })
        : await call(e.templateUpdate, { params: { id }, body, notify: { error: false } })
      ).data,
    onSuccess: reload,
  });
}

export function useDeleteTemplate() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => call(e.templateDelete, { params: { id } }),
    onSuccess: reload,
  });
}

export function useDeleteReport() {
  const reload = useReload();
  return useMutation({
    mutationFn: (id: number) => call(e.reportDelete, { params: { id } }),
    onSuccess: reload,
  });
}

export interface GenerateRequest {
  templateId: number;
  body: reports.GenerateReportInput;
}

/**
 * POST /fleet/report-template/:id/generate: the report lands in the history, a PDF the server cannot print
 * now with status failed (the dialog says so). The dialog shows refusals itself.
 */
export function useGenerateReport() {
  const reload = useReload();
  return useMutation({
    mutationFn: async ({ templateId, body }: GenerateRequest) =>
      (await call(e.generate, { params: { id: templateId }, body, notify: { error: false } })).data,
    onSettled: reload,
  });
}

/** GET /fleet/report/:id/download, saved under a name of the report. */
export function useDownloadReport() {
  return useMutation({
    mutationFn: async (report: reports.FleetReport) => {
      const file = await downloadBlob(e.reportDownload, { params: { id: report.id } });
      saveFile(file, `${report.kind}-${report.period.from.slice(0, 10)}-${report.id}.${report.format}`);
    },
  });
}

/** GET /fleet/analysis/dashboard for a period (ISO instants) and, optionally, one vehicle group. */
export const useFleetDashboard = (from: string, to: string, groupId: number | null) => {
  const customer = owner().customerId ?? null;
  return useQuery({
    queryKey: reportKeys.dashboard(from, to, groupId, customer),
    queryFn: async ({ signal }) =>
      (
        await call(e.dashboard, {
          query: {
            from,
            to,
            ...(groupId !== null && { groupId: String(groupId) }),
            ...(customer !== null && { customerId: customer }),
          } as CallOptions<typeof e.dashboard>['query'],
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
};

/** Vehicles to choose for a template (the first 50 by name matching the search), with the chosen ones kept. */
export const useVehicleChoices = (search: string) =>
  useQuery({
    queryKey: [...reportKeys.all, 'vehicle-choices', search],
    queryFn: async ({ signal }) =>
      (
        await call(fleet.vehicleEndpoints.list, {
          query: {
            limit: '50',
            sortBy: 'name',
            ...(search.length >= 2 && { name: search }),
            ...companyParam(),
          } as CallOptions<typeof fleet.vehicleEndpoints.list>['query'],
          signal,
        })
      ).data,
    placeholderData: keepPreviousData,
  });
