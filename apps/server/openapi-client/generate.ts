import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { createDeps } from '../src/deps.ts';
import { loadConfig } from '../src/kernel/config.ts';
import type { Database } from '../src/kernel/db/client.ts';

/**
 * Writes the TypeScript client types of the API (openapi-typescript) from the document the server serves,
 * so `npm run check` type-checks a client against it (usage.ts). The app is built, not started: routes are
 * registered without a database.
 */
const out = path.join(import.meta.dirname, 'generated');
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DATA_DIR: path.join(out, 'data'),
  JWT_SECRET: 'openapi-client-generation-only-0123456789abcdef',
  WEB_DIST_DIR: path.join(out, 'no-web-build'),
});
const app = await buildApp(createDeps(config, {} as Database));
await app.ready();
const document = app.swagger();
await app.close();
mkdirSync(out, { recursive: true });
writeFileSync(path.join(out, 'openapi.json'), JSON.stringify(document, null, 1));
writeFileSync(path.join(out, 'api.d.ts'), astToString(await openapiTS(document as never)));
