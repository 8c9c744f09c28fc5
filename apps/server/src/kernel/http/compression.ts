import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Smaller bodies are not worth the CPU: the headers and a TCP packet cost more than they save. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses API responses on the fly: Brotli or gzip, as the client accepts, above 1 KB. JSON, text and
 * XML only (the plugin's default types; server-sent events excluded): PDFs, images and files already
 * compressed pass as they are, and so does anything that already carries a `content-encoding` (the web
 * app's precompressed assets, kernel/http/web-app.ts). Socket.IO answers on the raw server, outside
 * Fastify's routes, and is not touched. Request bodies are not decompressed: no client sends them encoded.
 *
 * Only routes added after this runs are compressed (the plugin hooks `onRoute`).
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Quality 4: near gzip-9's ratio for a fraction of Brotli-11's time, per response.
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
