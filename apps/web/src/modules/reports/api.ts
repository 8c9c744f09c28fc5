import { devices, type Paged, reports } from '@atrium/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { deviceOptionPage } from '../../kit/api/groups.ts';
import { ApiError, type BodyOf, type CallOptions, call, downloadBlob } from '../../lib/api.ts';
import { saveFile } from '../../lib/download.ts';
import { showToast } from '../../lib/notify.tsx';
import { type TableQuery, toListParams } from '../../ui/DataTable/index.ts';
import type { FilterOption, OptionSource } from '../../ui/OptionList/index.ts';

export { structureOptions } from '../../kit/api/groups.ts';

export { reports };

const e = reports.reportEndpoints;
type ListQuery = CallOptions<typeof e.list>['query'];
type RunsQuery = CallOptions<typeof e.runs>['query'];
export type ReportBody = BodyOf<typeof e.create>;
export type PreviewBody = BodyOf<typeof e.preview>;

/** Query keys of the reports screens, per company. */
export const reportKeys = {
  all: ['reports'] as const,
  company: (companyId: number) => [...reportKeys.all, companyId] as const,
  list: (companyId: number) => [...reportKeys.company(companyId), 'list'] as const,
  one: (companyId: number, id: number) => [...reportKeys.company(companyId), 'one', id] as const,
  runs: (companyId: number, id: number) => [...reportKeys.company(companyId), 'runs', id] as const,
  preview: (companyId: number, body: unknown) =>
    [...reportKeys.company(companyId), 'preview', JSON.stringify(body)] as const,
};

const asText = (query: TableQuery) =>
  Object.fromEntries(Object.entries(toListParams(query)).map(([key, value]) => [key, String(value)]));

/** GET /company/:id/report: one page of the company's reports (search by name), with their last run. */
export const fetchReports =
  (companyId: number) =>
  (query: TableQuery, signal?: AbortSignal): Promise<Paged<reports.Report>> =>
    call(e.list, { params: { id: companyId }, query: asText(query) as ListQuery, signal, cache: 'none' });

export const useReport = (companyId: number, id: number) =>
  useQuery({
    queryKey: reportKeys.one(companyId, id),
    queryFn: async ({ signal }) =>
      (await call(e.get, { params: { id: companyId, reportId: id }, signal, cache: 'none' })).data,
  });

/** GET /company/:id/report/:reportId/runs: the latest 50 runs, newest first; refreshed while one is pending. */
export const useReportRuns = (companyId: number, id: number) =>
  useQuery({
    queryKey: reportKeys.runs(companyId, id),
    queryFn: async ({ signal }) =>
      (
        await call(e.runs, {
          params: { id: companyId, reportId: id },
          query: { limit: '50', sortBy: 'id', sortType: 'desc' } as RunsQuery,
          signal,
          cache: 'none',
        })
      ).data,
    refetchInterval: (query) =>
      query.state.data?.some((run) => run.status === 'queued' || run.status === 'running') ? 3000 : false,
  });

function useReload(companyId: number) {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: reportKeys.company(companyId) });
}

/** POST /company/:id/report (id null) or PUT …/:reportId; the form shows the 418s under its fields. */
export function useSaveReport(companyId: number, id: number | null) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: async (body: ReportBody) =>
      (id === null
        ? await call(e.create, { params: { id: companyId }, body, notify: { error: false } })
        : await call(e.update, { params: { id: companyId, reportId: id }, body, notify: { error: false } })
      ).data,
    onSuccess: reload,
  });
}

export function useDeleteReport(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: (id: number) => call(e.delete, { params: { id: companyId, reportId: id } }),
    onSuccess: reload,
  });
}

/** POST …/:reportId/run (202): the run is queued; the list and the runs follow its status. */
export function useRunReport(companyId: number) {
  const reload = useReload(companyId);
  return useMutation({
    mutationFn: async (id: number) =>
      (await call(e.run, { params: { id: companyId, reportId: id }, notify: { success: false } })).data,
    onSuccess: reload,
  });
}

/** POST or DELETE …/:reportId/receptor: the report as it is afterwards; a refused address stays with the field. */
export function useReceptors(companyId: number, id: number) {
  const queryClient = useQueryClient();
  const params = { id: companyId, reportId: id };
  const settle = (report: reports.Report) => {
    queryClient.setQueryData(reportKeys.one(companyId, id), report);
    void queryClient.invalidateQueries({ queryKey: reportKeys.list(companyId) });
  };
  const add = useMutation({
    mutationFn: async (email: string) =>
      (await call(e.addReceptor, { params, body: { email }, notify: { success: false, error: false } })).data,
    onSuccess: settle,
  });
  const remove = useMutation({
    mutationFn: async (email: string) =>
      (await call(e.removeReceptor, { params, body: { email }, notify: { success: false } })).data,
    onSuccess: settle,
  });
  return { add, remove };
}

/** R155: what the page says when the browser refuses to save a file. */
export const DOWNLOAD_DENIED = 'Browser denied file download...';

/** GET …/runs/:runId/file?format=: a run's PDF or CSV, saved under the name the server gave it. */
export function useDownloadRunFile(companyId: number) {
  return useMutation({
    mutationFn: async ({ run, format }: { run: reports.ReportRun; format: reports.ReportFormat }) => {
      const file = await downloadBlob(e.runFile, {
        params: { id: companyId, reportId: run.reportId, runId: run.id },
        query: { format },
      });
      const name = run.files.find((f) => f.format === format)?.fileName ?? `report-${run.id}.${format}`;
      try {
        saveFile(file, name);
      } catch {
        showToast({ kind: 'negative', message: DOWNLOAD_DENIED });
      }
    },
  });
}

/**
 * POST /company/:id/report/preview: the first rows of a definition as the form holds it, `null` while it
 * is not one (nothing is asked then). Quiet: the preview shows its own error.
 */
export const useReportPreview = (companyId: number, body: PreviewBody | null) =>
  useQuery({
    queryKey: reportKeys.preview(companyId, body),
    queryFn: async ({ signal }) =>
      (await call(e.preview, { params: { id: companyId }, body: body ?? undefined, signal, notify: false }))
        .data,
    enabled: body !== null,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

const optionPage = (query: { search: string; skip: number; limit: number }) => ({
  limit: String(query.limit),
  offset: String(query.skip),
  ...(query.search ? { name: query.search } : {}),
});

/** The company's devices of every app (GET /device), for the devices filter. */
export const companyDeviceOptions =
  (companyId: number): OptionSource =>
  async (query, signal) => {
    const reply = await call(devices.listDevices, {
      query: { ...optionPage(query), customerId: String(companyId) } as CallOptions<
        typeof devices.listDevices
      >['query'],
      signal,
    });
    return deviceOptionPage(reply);
  };

/** The ids of picked `device:<id>` / `structure:<id>` options. */
export const idsOf = (options: readonly FilterOption[]) =>
  options.map((o) => Number(o.value.split(':')[1])).filter((id) => Number.isInteger(id) && id > 0);

/**
 * The chosen ids as options named by the source's first page (`#id` when not on it): an edited report names
 * its devices and structures without a call per id.
 */
export function useNamedOptions(
  key: string,
  companyId: number,
  source: OptionSource,
  type: 'device' | 'structure',
  ids: readonly number[],
) {
  const named = useQuery({
    queryKey: [...reportKeys.company(companyId), 'named', key],
    queryFn: ({ signal }) => source({ search: '', skip: 0, limit: 100 }, signal),
    enabled: ids.length > 0,
    staleTime: 60_000,
  });
  const labels = new Map((named.data?.options ?? []).map((o) => [o.value, o.label]));
  const options: FilterOption[] = ids.map((id) => {
    const value = `${type}:${id}`;
    return { value, label: labels.get(value) ?? `#${id}` };
  });
  return { options, ready: ids.length === 0 || !named.isPending };
}

/**
 * GET /company/:id/report/:reportId/pdf: the report printed now (not kept as a run), saved as `<name>.pdf`;
 * false when the server cannot print it (477, said by the caller without a toast, as bills are: R145).
 */
export function usePrintNow(companyId: number) {
  return useMutation({
    mutationFn: async (report: reports.Report) => {
      try {
        const file = await downloadBlob(e.pdf, {
          params: { id: companyId, reportId: report.id },
          notify: { error: false },
        });
        try {
          saveFile(file, `${report.name}.pdf`);
        } catch {
          showToast({ kind: 'negative', message: DOWNLOAD_DENIED });
        }
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.status === reports.REPORT_NOT_PRINTABLE_STATUS) return false;
        throw error;
      }
    },
  });
}

/** POST …/:reportId/parameter: print parameters under a cacheKey; the print view opens on them in a new tab. */
export function useOpenPrintView(companyId: number) {
  return useMutation({
    mutationFn: async (id: number) => {
      const { data } = await call(e.printParameters, {
        params: { id: companyId, reportId: id },
        notify: { success: false },
      });
      window.open(data.url, '_blank', 'noopener');
      return data;
    },
  });
}
