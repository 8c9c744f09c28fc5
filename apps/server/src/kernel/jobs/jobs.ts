import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Database } from '../db/client.ts';

/** The server's log, handed to every job (a job has no request of its own to log with). */
export type JobLog = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** A background job a module declares: a queue name, an optional cron schedule and its handler. */
export interface JobDefinition<T extends object = object> {
  name: string;
  cron?: string;
  handler: (data: T, log: JobLog) => Promise<void>;
}

export interface Jobs {
  send<T extends object>(name: string, data: T): Promise<string | null>;
  stop(): Promise<void>;
}

/** pg-boss on the product's own database: PostgreSQL by connection string, PGlite through `executeSql`. */
export async function startJobs(
  database: Database,
  definitions: JobDefinition[],
  log: JobLog,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<Jobs> {
  const boss = new PgBoss({
    schema: 'pgboss',
    ...(database.connectionString
      ? { connectionString: database.connectionString, max: 4 }
      : { db: { executeSql: (text: string, values: unknown[]) => database.executeSql(text, values) } }),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const job of definitions) {
    await boss.createQueue(job.name);
    await boss.work<object>(
      job.name,
      { pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2 },
      async (batch) => {
        for (const item of batch) await job.handler(item.data, log);
      },
    );
    if (job.cron) await boss.schedule(job.name, job.cron);
  }
  return {
    send: (name, data) => boss.send(name, data),
    stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000, close: true }),
  };
}
