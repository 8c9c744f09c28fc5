import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { REPO_ROOT, startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server of this run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Its embedded MQTT broker, e.g. mqtt://127.0.0.1:41235. */
    mqttUrl: string;
    /** The screens the accessibility check went through in this run, one `<language> <screen>` a line. */
    a11yChecked: string;
    /** The accessibility violations found in this run, one JSON object a line (a11y.ts). */
    a11yReport: string;
  }
}

/** One real server (fresh data directory) for the whole e2e run; spec files run one after another. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('mqttUrl', server.mqttUrl);
  const scratch = mkdtempSync(path.join(tmpdir(), 'atrium-e2e-a11y-'));
  project.provide('a11yChecked', path.join(scratch, 'checked.txt'));
  const artifacts = path.join(REPO_ROOT, 'e2e/artifacts');
  mkdirSync(artifacts, { recursive: true });
  const report = path.join(artifacts, 'a11y-report.jsonl');
  writeFileSync(report, '');
  project.provide('a11yReport', report);
  return async () => {
    await server.stop();
    rmSync(scratch, { recursive: true, force: true });
  };
}
