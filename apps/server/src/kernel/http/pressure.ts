import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.ts';

const MB = 1024 * 1024;
/** Always served, so a monitor sees the pressure figures while everything else is shed. */
export const EXEMPT = new Set(['/api/health']);

export interface PressureSnapshot {
  overloaded: boolean;
  eventLoopDelayMs: number | null;
  eventLoopUtilization: number;
  heapUsedBytes: number;
  rssBytes: number;
  inFlight: number;
}

const inFlightOf = new WeakMap<FastifyInstance, { count: () => number; max: number }>();

/**
 * Load shedding: past a threshold (event-loop delay or utilisation, heap, RSS, requests in flight) a request
 * is answered at once with 503 `{ msg, code: 'OVERLOADED' }` and Retry-After, instead of queueing work and
 * memory without bound; the server recovers by itself when the thresholds clear. Thresholds: config.ts.
 */
export async function installLoadShedding(app: FastifyInstance, config: Config) {
  /** Marks the reply as shed and returns the body to send. */
  const shed = (reply: FastifyReply, reason: string) => {
    reply.code(503).header('retry-after', config.PRESSURE_RETRY_AFTER_SECONDS).header('x-overloaded', reason);
    return { msg: 'The server is busy, please try again shortly', code: 'OVERLOADED' };
  };

  let inFlight = 0;
  const maxInFlight = config.PRESSURE_MAX_IN_FLIGHT;
  inFlightOf.set(app, { count: () => inFlight, max: maxInFlight });
  const exempt = (request: FastifyRequest) => EXEMPT.has(request.routeOptions.url ?? '');

  await app.register(underPressure, {
    maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    maxEventLoopUtilization: config.PRESSURE_MAX_EVENT_LOOP_UTILIZATION,
    // The last second, not the average since start.
    eventLoopUtilizationMode: 'interval',
    maxHeapUsedBytes: config.PRESSURE_MAX_HEAP_USED_MB * MB,
    maxRssBytes: config.PRESSURE_MAX_RSS_MB * MB,
    // A returned body is sent by the plugin, undefined lets the request through (its README; the typings
    // only admit void).
    pressureHandler: ((request: FastifyRequest, reply: FastifyReply, type: string) =>
      exempt(request) ? undefined : shed(reply, type)) as unknown as () => void,
  });

  // Requests in flight: counted up on arrival, down once when answered or abandoned by the client.
  const counted = new WeakSet<FastifyRequest>();
  const release = async (request: FastifyRequest) => {
    if (counted.delete(request)) inFlight--;
  };
  app.addHook('onRequest', async (request, reply) => {
    if (maxInFlight > 0 && inFlight >= maxInFlight && !exempt(request))
      return reply.send(shed(reply, 'inFlight'));
    inFlight++;
    counted.add(request);
  });
  app.addHook('onResponse', release);
  app.addHook('onRequestAbort', release);
}

/** The figures the health route reports. */
export function pressureOf(app: FastifyInstance): PressureSnapshot {
  // Delay and utilisation as last sampled (once a second); memory as of now.
  const usage = app.memoryUsage();
  const memory = process.memoryUsage();
  const requests = inFlightOf.get(app);
  const inFlight = requests?.count() ?? 0;
  const full = requests !== undefined && requests.max > 0 && inFlight > requests.max;
  return {
    overloaded: app.isUnderPressure() || full,
    // Infinity when the loop was blocked for a whole sampling period (no sample at all).
    eventLoopDelayMs: Number.isFinite(usage.eventLoopDelay)
      ? Math.round(usage.eventLoopDelay * 10) / 10
      : null,
    eventLoopUtilization: Math.round(usage.eventLoopUtilized * 1000) / 1000,
    heapUsedBytes: memory.heapUsed,
    rssBytes: memory.rss,
    inFlight,
  };
}
