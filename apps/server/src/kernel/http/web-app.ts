import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from './routes.ts';

const isApi = (url: string) =>
  url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);

/**
 * Serves the built single-page app on the API's port: hashed assets cached for a year, and any
 * non-API path answered with index.html so the client router takes over. Unknown API paths are JSON 404s.
 * The build writes a Brotli (`.br`) and a gzip (`.gz`) twin of every text file above 1 KB (vite.config.ts);
 * they are sent as they are to browsers that accept them (`vary: accept-encoding`), index.html included.
 */
export async function installWebApp(app: FastifyInstance, distDir: string) {
  const hasWebApp = existsSync(path.join(distDir, 'index.html'));
  if (hasWebApp) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    if (isApi(request.url) || !hasWebApp || !['GET', 'HEAD'].includes(request.method)) {
      const msg =
        hasWebApp || isApi(request.url) ? 'Not found' : 'The web app is not built: run npm run build';
      return reply.code(404).send({ msg, code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
