import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../kernel/config.ts';
import { type AppDeps, defineModule, type ModuleDefinition } from '../../kernel/module.ts';
import { reportPdfRenderer } from '../../kernel/reports/render.ts';
import { reportSourcesOf } from './registry.ts';
import { reportRoutes } from './reports.routes.ts';
import { seedReports } from './reports.seed.ts';
import type { ReportsDeps } from './reports.service.ts';
import { processReportRuns } from './runs.service.ts';

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: 100 } as const;

/** The job's log (jobs have no request): JSON lines like the server's, at LOG_LEVEL. */
function jobLog(config: Pick<Config, 'LOG_LEVEL'>): ReportsDeps['log'] {
  const at = (level: 'info' | 'warn' | 'error') => (details: object, message?: string) => {
    if (LEVELS[level] < LEVELS[config.LOG_LEVEL]) return;
    const err =
      'err' in details && details.err instanceof Error ? { err: { message: details.err.message } } : {};
    console.error(
      JSON.stringify({
        level: LEVELS[level],
        time: Date.now(),
        module: 'reports',
        ...details,
        ...err,
        msg: message,
      }),
    );
  };
  return { info: at('info'), warn: at('warn'), error: at('error') } as unknown as ReportsDeps['log'];
}

/**
 * Saved reports (issue 23): report definitions per company over the sources the modules offer
 * (`reportSources`), receptors, runs (generated on a schedule by the `reports.run-due` job, or now), their
 * PDF and CSV files mailed through the outbox, the form's preview and the print view's parameters.
 * `modules` is the module registry, read when first needed.
 */
export function createReportsModule(modules: () => readonly ModuleDefinition[]): ModuleDefinition {
  const sources = reportSourcesOf(modules);
  let working: Promise<unknown> | null = null;
  const depsOf = ({ config, database: { db } }: AppDeps, log?: FastifyBaseLogger): ReportsDeps => ({
    db,
    config,
    pdf: reportPdfRenderer(config),
    log: log ?? jobLog(config),
    sources,
  });
  /**
   * Works the queue now beside the request (one at a time); the job's next tick would otherwise. Only where
   * the job queue runs (not in a test app, whose tests work the queue themselves).
   */
  const kickOf = (deps: AppDeps) => () => {
    if (!deps.config.JOBS_ENABLED || working) return;
    const reportDeps = depsOf(deps);
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
        handler: async () => void (await processReportRuns(depsOf(deps))),
      },
    ],
    seed: (deps) => seedReports(deps, sources),
  });
}
