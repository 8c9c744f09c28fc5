import { assetwatch, type Paged } from '@atrium/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, downloadBlob } from '../../../lib/api.ts';
import { saveFile } from '../../../lib/download.ts';
import type { TableQuery } from '../../../ui/DataTable/index.ts';
import { awKeys } from './keys.ts';
import { companyParam, listParams, quiet } from './params.ts';

const e = assetwatch.awReportEndpoints;
const reportKeys = {
  templates: () => [...awKeys.all, 'report-templates'] as const,
  template: (id: number) => [...awKeys.all, 'report-templates', id] as const,
  history: () => [...awKeys.all, 'reports'] as const,
};

export { reportKeys };

export const fetchTemplates = (
  query: TableQuery,
  signal?: AbortSignal,
): Promise<Paged<assetwatch.ReportTemplate>> =>
  call(e.templateList, { query: listParams(query) as never, signal });

export const fetchReports = (query: TableQuery, signal?: AbortSignal): Promise<Paged<assetwatch.AwReport>> =>
  call(e.reportList, { query: listParams(query) as never, signal, cache: 'none' });

export const useTemplate = (id: number) =>
  useQuery({
    queryKey: reportKeys.template(id),
    queryFn: async ({ signal }) => (await call(e.templateGet, { params: { id }, signal })).data,
    enabled: id > 0,
  });

export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, body }: { id: number | null; body: assetwatch.ReportTemplateUpdate }) =>
      id === null
        ? (await call(e.templateCreate, { query: companyParam() as never, body: body as never, ...quiet }))
            .data
        : (await call(e.templateUpdate, { params: { id }, body, ...quiet })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: reportKeys.templates() }),
  });
}

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.templateRemove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: reportKeys.templates() }),
  });
}

export function useGenerateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, format }: { id: number; format: 'csv' | 'pdf' }) =>
      (await call(e.generate, { params: { id }, body: { format } })).data,
    onSuccess: () => void client.invalidateQueries({ queryKey: reportKeys.history() }),
  });
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => call(e.reportRemove, { params: { id } }),
    onSuccess: () => void client.invalidateQueries({ queryKey: reportKeys.history() }),
  });
}

/** GET /asset-watch/api/report/:id/download, saved under a name of the report. */
export async function downloadReport(report: assetwatch.AwReport) {
  const file = await downloadBlob(e.reportDownload, { params: { id: report.id } });
  saveFile(file, `${report.name}-${report.periodFrom.slice(0, 10)}.${report.format}`);
}
