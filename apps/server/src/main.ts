import { buildApp } from './app.ts';
import { createDeps } from './deps.ts';
import { type Config, ConfigError, loadConfig } from './kernel/config.ts';
import { openDatabase } from './kernel/db/client.ts';
import { type Jobs, startJobs } from './kernel/jobs/jobs.ts';
import { sharedPdfPool } from './kernel/pdf/pdf.ts';
import { startServices } from './kernel/services.ts';
import { DEMO_PASSWORD } from './modules/companies/companies.seed.ts';
import { modules } from './modules/index.ts';
import { attachRealtime } from './modules/realtime/realtime.ts';
import { seedOnce } from './seed.ts';

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

/** Boot: config → database (migrations) → seed → app → services → jobs → listen; graceful shutdown on signals. */
async function main() {
  const config = readConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const deps = createDeps(config, database);
  const seeded = await seedOnce(deps, modules);
  const app = await buildApp(deps, modules);
  const services = await startServices(modules, deps, app.log);
  const realtime = attachRealtime(app.server, deps, app.log);
  let jobs: Jobs | undefined;
  if (config.JOBS_ENABLED) {
    jobs = await startJobs(
      database,
      modules.flatMap((m) => m.jobs?.(deps) ?? []),
      app.log,
    );
  }

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown timed out; exiting');
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_MS);
    timer.unref();
    // Open sockets would keep the HTTP server from draining.
    await realtime.close();
    await app.close();
    // After HTTP has drained, before the database: services flush what they hold (e.g. buffered readings).
    await services.stop();
    await jobs?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // A Chromium named in the configuration is launched now, so the first PDF does not pay for the launch.
  if (config.CHROMIUM_PATH)
    sharedPdfPool({ executablePath: config.CHROMIUM_PATH, concurrency: config.PDF_CONCURRENCY })
      .warm()
      .catch((err) => app.log.warn({ err }, 'the PDF browser could not be launched'));
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = config.PUBLIC_URL ?? `http://localhost:${port}`;
  const lines = [
    `${config.BRAND_NAME} is running at ${url}`,
    `database: ${database.driver === 'pglite' ? `embedded PGlite in ${config.DATA_DIR}` : 'PostgreSQL'}`,
    `super admin: ${config.SEED_ADMIN_EMAIL} / ${config.NODE_ENV === 'production' ? '(SEED_ADMIN_PASSWORD)' : config.SEED_ADMIN_PASSWORD}`,
  ];
  if (services.summary) lines.push(...services.summary.split('\n'));
  if (config.SEED_DEMO && config.NODE_ENV !== 'production') {
    lines.push(`demo company owners: owner@<type>.demo (e.g. owner@customer.demo) / ${DEMO_PASSWORD}`);
  }
  if (seeded) lines.push('seeded a fresh database with demo data');
  console.log(lines.map((l) => `  ${l}`).join('\n'));
}

main().catch((error: unknown) => {
  console.error('The server could not start:', error instanceof Error ? error.message : error);
  process.exit(1);
});
