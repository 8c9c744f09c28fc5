import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { chromiumExecutable } from './browser.ts';
import { E2E_WORKERS, REPO_ROOT, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's servers, one per worker: where each listens and its embedded MQTT broker. */
    servers: { baseUrl: string; mqttUrl: string; siaPort: number; osmandPort: number }[];
    /** The screens the accessibility check went through in this run, one `<language> <screen>` a line. */
    a11yChecked: string;
    /** The accessibility violations found in this run, one JSON object a line (a11y.ts). */
    a11yReport: string;
  }
}

/**
 * One real server (fresh data directory) per worker for the whole e2e run: the spec files are shared out
 * between the workers, each file runs against its worker's server (support/servers.ts).
 */
export default async function setup(project: TestProject) {
  // Unpacked once, here: two workers unpacking the sparticuz binary at once on a fresh machine had one
  // launch it while the other still wrote it (spawn ETXTBSY).
  await chromiumExecutable();
  const started = await Promise.allSettled(Array.from({ length: E2E_WORKERS }, () => startServer()));
  const servers = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    // The servers that did start would outlive the run (and hold their ports) if left running.
    await Promise.all(servers.map((server) => server.stop()));
    throw failed.reason;
  }
  project.provide(
    'servers',
    servers.map(({ baseUrl, mqttUrl, siaPort, osmandPort }) => ({ baseUrl, mqttUrl, siaPort, osmandPort })),
  );
  const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-a11y-'));
  project.provide('a11yChecked', path.join(scratch, 'checked.txt'));
  const artifacts = path.join(REPO_ROOT, 'e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  const report = path.join(artifacts, 'a11y-report.jsonl');
  writeFileSync(report, '');
  project.provide('a11yReport', report);
  return async () => {
    await Promise.all(servers.map((server) => server.stop()));
    rmSync(scratch, { recursive: true, force: true });
  };
}
