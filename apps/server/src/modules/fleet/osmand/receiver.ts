import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fleet } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { PositionIngest } from '../positions.ingest.ts';
import type { TrackerDirectory } from '../trackers.ts';
import { decodeOsmand, type OsmandFix, type OsmandForm } from './decode.ts';

const { OSMAND_STATUS: STATUS } = fleet;

export interface OsmandReceiver {
  port: number;
  address: string;
  stop(): Promise<void>;
}

/** Reads the body up to `limit` bytes; null when it is longer. */
function readBody(request: IncomingMessage, limit: number): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        resolve(null);
        request.resume();
        return;
      }
      chunks.push(chunk);
    });
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function answer(response: ServerResponse, status: number, retryAfter = false) {
  const headers: Record<string, string | number> = { 'content-length': 0 };
  if (retryAfter) headers['retry-after'] = 1;
  response.writeHead(status, headers).end();
}

/** Traccar answers an unknown device 400 in the query form and 404 in the JSON form. */
const unknownDevice = (form: OsmandForm) => (form === 'json' ? STATUS.unknownJsonDevice : STATUS.badRequest);

/**
 * One request: decode, find the tracker by serial, refuse (counted) or store, answer as Traccar does. A
 * refused fix that the tracker would only send again (impossible coordinates, a time far off, no fix) is
 * answered 200 and dropped, so a client's queue never sticks on it; a tracker over its rate or a full buffer
 * is asked to retry (429, 503) and keeps its position.
 */
async function handle(
  ingest: PositionIngest,
  trackers: TrackerDirectory,
  request: IncomingMessage,
  response: ServerResponse,
) {
  const body = await readBody(request, fleet.OSMAND_MAX_BODY_BYTES);
  if (body === null) return answer(response, STATUS.tooLarge);
  const decoded = decodeOsmand({
    url: request.url ?? '/',
    contentType: request.headers['content-type'],
    body,
  });
  if (!decoded.ok) return answer(response, STATUS.badRequest);
  const tracker = await trackers.bySerial(decoded.serial);
  if (!tracker) {
    ingest.countUnknown();
    return answer(response, unknownDevice(decoded.form));
  }
  const fix: OsmandFix = decoded.fix;
  const refused = ingest.refuse(tracker, fix);
  if (refused === 'DEVICE_BLOCKED' || refused === 'NOT_A_TRACKER')
    return answer(response, unknownDevice(decoded.form));
  if (refused === 'RATE_LIMITED') return answer(response, STATUS.rateLimited, true);
  if (refused) return answer(response, STATUS.stored);
  if (!ingest.hasRoom()) return answer(response, STATUS.busy, true);
  await ingest.add({
    deviceId: tracker.id,
    ts: fix.ts,
    lat: fix.lat as number,
    lon: fix.lon as number,
    speedKmh: fix.speedKmh,
    heading: fix.heading,
    altitude: fix.altitude,
    accuracy: fix.accuracy,
    battery: fix.battery,
    ignition: fix.ignition,
    odometerKm: fix.odometerKm,
    attributes: Object.keys(fix.attributes).length > 0 ? fix.attributes : null,
    source: 'osmand',
  });
  answer(response, STATUS.stored);
}

/**
 * The OsmAnd receiver: plain HTTP on its own port (any path, any method), answered once the position is
 * stored. `port` 0 takes a free port.
 */
export function startOsmandReceiver(
  ingest: PositionIngest,
  trackers: TrackerDirectory,
  options: { port: number; host: string },
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>,
): Promise<OsmandReceiver> {
  const server = createServer((request, response) => {
    handle(ingest, trackers, request, response).catch((error) => {
      log.error({ err: error }, 'the OsmAnd receiver could not store a position');
      if (!response.headersSent) answer(response, STATUS.busy, true);
    });
  });
  server.keepAliveTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.requestTimeout = 30_000;
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    // A fleet reconnecting at once (a restart, a network back) queues its connections instead of being reset.
    server.listen({ port: options.port, host: options.host, backlog: 4096 }, () => {
      server.off('error', reject);
      const address = server.address() as AddressInfo;
      resolve({
        port: address.port,
        address: `http://${address.address.includes(':') ? `[${address.address}]` : address.address}:${address.port}`,
        stop: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeAllConnections();
          }),
      });
    });
  });
}
