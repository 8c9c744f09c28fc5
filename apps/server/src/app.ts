import { randomUUID } from 'node:crypto';
import path from 'node:path';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { installCompression } from './kernel/http/compression.ts';
import { installRequestContext } from './kernel/http/context.ts';
import { frameworkErrors, installErrorHandling } from './kernel/http/error-handler.ts';
import { loggerOptions, RequestLog } from './kernel/http/logging.ts';
import { installMultipart } from './kernel/http/multipart.ts';
import { installOpenApi } from './kernel/http/openapi.ts';
import { installLoadShedding } from './kernel/http/pressure.ts';
import { parseQuerystring } from './kernel/http/querystring.ts';
import { installRateLimit } from './kernel/http/rate-limit.ts';
import { installResponseSerializer } from './kernel/http/response-serializer.ts';
import { registerModuleRoutes } from './kernel/http/routes.ts';
import { installGracefulClose } from './kernel/http/shutdown.ts';
import { installWebApp } from './kernel/http/web-app.ts';
import type { AppDeps, ModuleDefinition } from './kernel/module.ts';
import { closePdfBrowsers } from './kernel/pdf/pdf.ts';
import { APP_VERSION } from './kernel/version.ts';
import { modules as registry } from './modules/index.ts';

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;
const defaultWebDist = path.resolve(import.meta.dirname, '../../web/dist');

/** The HTTP application: kernel plugins, then every module of the registry. Does not listen. */
export async function buildApp(
  deps: AppDeps,
  modules: ModuleDefinition[] = registry,
): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    logger: loggerOptions(config),
    logController: new RequestLog(),
    bodyLimit: config.BODY_LIMIT_BYTES,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    forceCloseConnections: 'idle',
    routerOptions: { querystringParser: parseQuerystring },
    // The router's own refusals (414 for a path parameter over 100 characters, 400 for a bad URL) as `{ msg, code }`.
    frameworkErrors,
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  installResponseSerializer(app, config);
  installErrorHandling(app);
  installRequestContext(app);
  installGracefulClose(app);
  app.addHook('onClose', closePdfBrowsers);
  // First of the plugins: a shed request costs no more work than it must.
  await installLoadShedding(app, config);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'default-src': ["'self'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'connect-src': ["'self'", 'ws:', 'wss:'],
        'font-src': ["'self'", 'data:'],
      },
    },
  });
  await app.register(cors, { origin: config.CORS_ORIGINS.length > 0 ? config.CORS_ORIGINS : false });
  await installRateLimit(app, config);
  await installMultipart(app);
  await installOpenApi(app, { title: `${config.BRAND_NAME} API`, version: APP_VERSION });

  // The web app's files before installCompression: they are compressed at build time and sent as they
  // are. The modules' routes, added after it, are compressed on the fly.
  await installWebApp(app, config.WEB_DIST_DIR ? path.resolve(config.WEB_DIST_DIR) : defaultWebDist);
  await installCompression(app);
  registerModuleRoutes(app, modules, deps);
  return app;
}
