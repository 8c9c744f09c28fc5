import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { Config } from '../config.ts';
import { HttpError } from './errors.ts';

/**
 * Per-route request limits by client IP (routes opt in with `rateLimit`). The counters live in Redis when
 * REDIS_URL is set, so every server process shares them; in memory otherwise.
 */
export async function installRateLimit(app: FastifyInstance, config: Config) {
  const redis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, lazyConnect: false })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  await app.register(rateLimit, {
    global: false,
    ...(redis && { redis, nameSpace: config.RATE_LIMIT_NAMESPACE }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        'RATE_LIMITED',
      ),
  });
}
