import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { rawJson, stringifyWithRaw } from './raw-json.ts';
import { installResponseSerializer } from './response-serializer.ts';

const point = z.object({ t: z.string(), avg: z.number() });
const response = { 200: z.object({ data: point }), 404: z.object({ msg: z.string() }) };

/** An app with a bulk and a plain route, each answering `payload` (or the error reply with `?missing`). */
async function appIn(nodeEnv: Config['NODE_ENV'], payload: unknown) {
  const app = Fastify();
  installResponseSerializer(app, { NODE_ENV: nodeEnv });
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    if ((request.query as { missing?: string }).missing === undefined) return payload;
    reply.code(404);
    return { msg: 'Not found', stack: 'at secret.ts:1' };
  };
  app.get('/bulk', { schema: { response }, config: { bulkResponse: true } }, handler);
  app.get('/plain', { schema: { response } }, handler);
  await app.ready();
  return app;
}

const built = { data: { t: '2026-11-01T00:00:00.000Z', avg: 20.5 } };
const withExtra = { data: { ...built.data, internal: 'not in the contract' } };
const offContract = { data: { t: '2026-11-01T00:00:00.000Z', avg: 'warm' } };
/** The same payloads with the point as raw JSON text, as the database builds it. */
const raw = (payload: { data: object }) => ({ data: rawJson<object>(JSON.stringify(payload.data)) });

describe('response serializer', () => {
  test('in production a bulk route is stringified as built, without the schema check', async () => {
    const app = await appIn('production', withExtra);
    expect((await app.inject('/bulk')).json()).toEqual(withExtra);
    const unchecked = await appIn('production', offContract);
    expect((await unchecked.inject('/bulk')).json()).toEqual(offContract);
  });

  test("in production a bulk route's error replies and every plain route are still checked", async () => {
    const app = await appIn('production', withExtra);
    expect((await app.inject('/bulk?missing')).json()).toEqual({ msg: 'Not found' });
    expect((await app.inject('/plain')).json()).toEqual(built);
    const broken = await appIn('production', offContract);
    expect((await broken.inject('/plain')).statusCode).toBe(500);
  });

  test.each(['test', 'development'] as const)(
    'under NODE_ENV=%s a bulk route is checked',
    async (nodeEnv) => {
      const app = await appIn(nodeEnv, withExtra);
      expect((await app.inject('/bulk')).json()).toEqual(built);
      expect((await app.inject('/plain')).json()).toEqual(built);
      const broken = await appIn(nodeEnv, offContract);
      expect((await broken.inject('/bulk')).statusCode).toBe(500);
    },
  );

  test('in production raw JSON is spliced into a bulk reply as it is', async () => {
    const app = await appIn('production', raw(withExtra));
    const res = await app.inject('/bulk');
    expect(res.body).toBe(JSON.stringify(withExtra));
  });

  test.each(['test', 'development'] as const)(
    'under NODE_ENV=%s raw JSON is parsed and checked',
    async (nodeEnv) => {
      const app = await appIn(nodeEnv, raw(withExtra));
      expect((await app.inject('/bulk')).json()).toEqual(built);
      const broken = await appIn(nodeEnv, raw(offContract));
      expect((await broken.inject('/bulk')).statusCode).toBe(500);
    },
  );

  test('raw JSON is refused by a plain route, in production too', async () => {
    const app = await appIn('production', raw(built));
    expect((await app.inject('/plain')).statusCode).toBe(500);
  });

  test('several raw values sit among strings that look like JSON', () => {
    const payload = {
      name: 'a "quoted" name, with raw:', // a string that could be mistaken for a marker's neighbour
      series: [rawJson('{"points":[1,2]}'), { plain: true }, rawJson('[]'), rawJson('"x"')],
    };
    const text = stringifyWithRaw(payload);
    expect(text).toBe(
      '{"name":"a \\"quoted\\" name, with raw:","series":[{"points":[1,2]},{"plain":true},[],"x"]}',
    );
    expect(stringifyWithRaw({ none: 1 })).toBe('{"none":1}');
  });
});
