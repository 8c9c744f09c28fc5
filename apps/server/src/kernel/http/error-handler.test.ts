import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { installErrorHandling } from './error-handler.ts';
import { HttpError, ValidationError } from './errors.ts';

const app = Fastify({ bodyLimit: 1024 });
beforeAll(async () => {
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.post(
    '/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(2, 'Too short'), tags: z.array(z.string()).optional() }),
      },
    },
    async (req) => req.body,
  );
  app.get('/http-error', async () => {
    throw new HttpError(409, 'Already exists', 'DUPLICATE');
  });
  app.get('/validation-error', async () => {
    throw new ValidationError([{ param: 'sortBy', msg: 'Cannot sort by that' }]);
  });
  app.get('/crash', async () => {
    throw new Error('relation "users" does not exist at SELECT * FROM users');
  });
  await app.ready();
});
afterAll(() => app.close());

describe('error model (spec §8)', () => {
  test('R103 schema failures are 418 with [{ param, msg }], nested paths dotted', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', body: { name: 'a', tags: ['ok', 3] } });
    expect(res.statusCode).toBe(418);
    expect(res.json()).toEqual([
      { param: 'name', msg: 'Too short' },
      { param: 'tags.1', msg: expect.any(String) },
    ]);
  });

  test('a missing body is a 418 on "body"', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo' });
    expect(res.statusCode).toBe(418);
    expect(res.json()[0].param).toBe('body');
  });

  test('malformed JSON is a 400 { msg, code }', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      msg: 'The request body is not valid JSON',
      code: 'FST_ERR_CTP_INVALID_JSON_BODY',
    });
  });

  test('a body over the limit is a 413', async () => {
    const res = await app.inject({ method: 'POST', url: '/echo', body: { name: 'x'.repeat(4096) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().msg).toBe('The request body is too large');
  });

  test('an unsupported content type is a 415', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/x-thing' },
      payload: 'x',
    });
    expect(res.statusCode).toBe(415);
  });

  test('HttpError and ValidationError keep their status, message and code', async () => {
    const conflict = await app.inject({ method: 'GET', url: '/http-error' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toEqual({ msg: 'Already exists', code: 'DUPLICATE' });
    const invalid = await app.inject({ method: 'GET', url: '/validation-error' });
    expect(invalid.statusCode).toBe(418);
    expect(invalid.json()).toEqual([{ param: 'sortBy', msg: 'Cannot sort by that' }]);
  });

  test('an unexpected error is a 500 without stack trace or SQL text', async () => {
    const res = await app.inject({ method: 'GET', url: '/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ msg: 'Something went wrong on our side', code: 'INTERNAL_ERROR' });
    expect(res.body).not.toMatch(/SELECT|users|at .*\.ts/);
  });
});
