import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';

/**
 * multipart/form-data for upload routes. Parts are streamed to the route, which reads them with
 * `request.file({ limits })` and its own size limit; these are the ceilings for every route.
 */
export async function installMultipart(app: FastifyInstance) {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 11, headerPairs: 100, fileSize: 10 * 1024 * 1024 },
  });
}
