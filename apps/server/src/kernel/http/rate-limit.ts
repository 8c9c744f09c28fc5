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
    // Counted once the caller is known: after the access guard and validation, so a request that is refused
    // anyway (401, 403, 418) neither uses up a client's allowance nor learns of the limit first.
    hook: 'preHandler',
    ...(redis && { redis, nameSpace: config.RATE_LIMIT_NAMESPACE }),
    errorResponseBuilder: (_request, context) =>
      new HttpError(
        429,
        `Too many requests. Try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        'RATE_LIMITED',
      ),
  });
}
