import { reports } from '@atrium/contracts';
import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError, call } from '../../../lib/api.ts';
import { useSelectedCompany } from '../../../lib/company.ts';
import { runtimeFlags } from '../../../lib/runtime.ts';
import { useSessionUser } from '../../../lib/session.ts';
import { DynamicReportDocument } from '../components/DynamicReportDocument.tsx';
import { signalPrintReady, usePrintLanguage } from '../printData.ts';
import { type PrintFailure, printErrorPath } from './printFailure.ts';

type Outcome =
  | { data: reports.DynamicReportPrintData; failed?: undefined }
  | { data?: undefined; failed: PrintFailure | null };

/** Why the stored parameters could not be read: gone (410), unknown or another company's (404, 403), a bad key. */
function failureOf(error: unknown): PrintFailure {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === reports.REPORT_PARAMETERS_EXPIRED_STATUS) return 'expired';
  if (error.status === 404 || error.status === 403) return 'notFound';
  if (error.status === 418) return 'invalid';
  if (error.status === 401) return 'signedOut';
  return 'failed';
}

/**
 * The report to print: the data the PDF service put on the page (`window.__PRINT_DATA__`), else, with
 * `?cacheKey=`, the parameters stored under it (`GET /company/:id/report/parameter/temporary/:cacheKey`, the
 * company of `?companyId=`, else the selected or own one, as the signed-in user). `failed` says why there is
 * none; null while it is being fetched.
 */
function useDynamicReport(): Outcome {
  const [params] = useSearchParams();
  const user = useSessionUser();
  const selected = useSelectedCompany();
  const given = useMemo(() => window.__PRINT_DATA__, []);
  const parsed = useMemo(
    () => (given === undefined ? null : reports.dynamicReportPrintData.safeParse(given)),
    [given],
  );
  const cacheKey = params.get('cacheKey');
  const asked = Number(params.get('companyId'));
  const companyId =
    Number.isInteger(asked) && asked > 0 ? asked : (selected?.id ?? user?.personalInfo.companyId ?? null);
  const fetchable = parsed === null && !!cacheKey && !!user && companyId !== null;
  const stored = useQuery({
    queryKey: ['reports-generator', 'dynamic-report', companyId, cacheKey],
    queryFn: async ({ signal }) =>
      (
        await call(reports.reportEndpoints.parameters, {
          params: { id: companyId ?? 0, cacheKey: cacheKey ?? '' },
          signal,
          cache: 'none',
          notify: false,
        })
      ).data,
    enabled: fetchable,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (parsed) return parsed.success ? { data: parsed.data } : { failed: 'invalid' };
  if (!cacheKey) return { failed: 'missing' };
  if (!user || companyId === null) return { failed: 'signedOut' };
  if (stored.isError) return { failed: failureOf(stored.error) };
  return stored.data ? { data: stored.data } : { failed: null };
}

/**
 * `/reports-generator/dynamic-reports`: a saved report printed in its own language (Arabic right to left, in
 * Arabic-Indic digits), ready for the PDF service once drawn. Missing, invalid, expired or another
 * company's parameters go to the error page, and the view is never ready (the PDF endpoint answers 477).
 */
export function DynamicReportPrintPage() {
  const report = useDynamicReport();
  const navigate = useNavigate();
  const { t, ready } = usePrintLanguage(report.data?.language ?? 'en');
  const { data, failed } = report;
  useEffect(() => {
    if (failed) void navigate(printErrorPath(failed), { replace: true });
  }, [failed, navigate]);
  useEffect(() => {
    if (!data || !ready) return;
    let shown = true;
    void signalPrintReady(() => shown);
    return () => {
      shown = false;
    };
  }, [data, ready]);
  if (!data || !ready)
    return runtimeFlags.pdfMode ? null : (
      <Center py="xl">
        <Loader aria-label="…" />
      </Center>
    );
  return <DynamicReportDocument report={data} t={t} />;
}
