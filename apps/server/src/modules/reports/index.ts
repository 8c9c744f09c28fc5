import type { JobLog } from '../../kernel/jobs/jobs.ts';
import { type AppDeps, defineModule, type ModuleDefinition } from '../../kernel/module.ts';
import { reportPdfRenderer } from '../../kernel/reports/render.ts';
import { reportSourcesOf } from './registry.ts';
import { reportRoutes } from './reports.routes.ts';
import { seedReports } from './reports.seed.ts';
import type { ReportsDeps } from './reports.service.ts';
import { processReportRuns } from './runs.service.ts';

/**
 * Saved reports (issue 23): report definitions per company over the sources the modules offer
 * (`reportSources`), receptors, runs (generated on a schedule by the `reports.run-due` job, or now), their
 * PDF and CSV files mailed through the outbox, the form's preview and the print view's parameters.
 * `modules` is the module registry, read when first needed.
 */
export function createReportsModule(modules: () => readonly ModuleDefinition[]): ModuleDefinition {
  const sources = reportSourcesOf(modules);
  let working: Promise<unknown> | null = null;
  const depsOf = ({ config, database: { db } }: AppDeps, log: JobLog): ReportsDeps => ({
    db,
    config,
    pdf: reportPdfRenderer(config),
    log,
    sources,
  });
  /**
   * Works the queue now beside the request (one at a time); the job's next tick would otherwise. Only where
   * the job queue runs (not in a test app, whose tests work the queue themselves).
   */
  const kickOf = (deps: AppDeps) => (log: JobLog) => {
    if (!deps.config.JOBS_ENABLED || working) return;
    const reportDeps = depsOf(deps, log);
    working = processReportRuns(reportDeps)
      .catch((error) => reportDeps.log.error({ err: error }, 'report runs failed'))
      .finally(() => {
        working = null;
      });
  };
  return defineModule({
    name: 'reports',
    routes: (deps) => reportRoutes(deps, sources, kickOf(deps)),
    jobs: (deps) => [
      {
        name: 'reports.run-due',
        cron: '* * * * *',
        handler: async (_data, log) => void (await processReportRuns(depsOf(deps, log))),
      },
    ],
    seed: (deps) => seedReports(deps, sources),
  });
}
