import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, test } from 'vitest';
import { loggerOptions, RequestLog } from './logging.ts';

describe('logs', () => {
  test('readable in development, JSON in production and tests, nothing when silent', () => {
    const transport = (options: ReturnType<typeof loggerOptions>) =>
      typeof options === 'object' && options !== null && 'transport' in options
        ? options.transport
        : undefined;
    expect(transport(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'info' }))).toMatchObject({
      target: 'pino-pretty',
    });
    expect(transport(loggerOptions({ NODE_ENV: 'production', LOG_LEVEL: 'info' }))).toBeUndefined();
    expect(transport(loggerOptions({ NODE_ENV: 'test', LOG_LEVEL: 'info' }))).toBeUndefined();
    expect(transport(loggerOptions({ NODE_ENV: 'development', LOG_LEVEL: 'silent' }))).toBeUndefined();
  });

  test('one line per request, with its method, URL, status and time', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog() });
    app.get('/ok', async () => ({ ok: true }));
    await app.inject('/ok?x=1');
    await app.inject('/missing');
    await app.close();
    const requests = lines.filter((line) => 'statusCode' in line);
    expect(requests.map((line) => line.msg)).toEqual([
      expect.stringMatching(/^GET \/ok\?x=1 200 [\d.]+ ms$/),
      expect.stringMatching(/^GET \/missing 404 [\d.]+ ms$/),
    ]);
    expect(requests[0]).toMatchObject({
      method: 'GET',
      url: '/ok?x=1',
      statusCode: 200,
      reqId: expect.any(String),
    });
    // Nothing else about the requests: no "incoming request", no "request completed", no "Route … not found".
    expect(lines.filter((line) => /request|not found/i.test(String(line.msg)))).toEqual([]);
  });
});
