import type { TestProject } from 'vitest/node';
import { startServer } from './server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the server of this run listens, e.g. http://127.0.0.1:41234. */
    baseUrl: string;
    /** Its embedded MQTT broker, e.g. mqtt://127.0.0.1:41235. */
    mqttUrl: string;
  }
}

/** One real server (fresh data directory) for the whole e2e run; spec files run one after another. */
export default async function setup(project: TestProject) {
  const server = await startServer();
  project.provide('baseUrl', server.baseUrl);
  project.provide('mqttUrl', server.mqttUrl);
  return async () => {
    await server.stop();
  };
}
