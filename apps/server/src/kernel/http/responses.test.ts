import { anyOf, authenticated, defineEndpoint, publicAccess, recordId } from '@atrium/contracts';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { kernelStatuses } from './responses.ts';

const ok = { 200: z.object({ data: z.string() }) };

describe('the replies a route documents because of its definition (issue 15)', () => {
  test('a public read without input: only a bug or load shedding', () => {
    const endpoint = defineEndpoint({
      method: 'GET',
      path: '/meta',
      summary: 'x',
      tags: [],
      access: publicAccess,
      schemas: { response: ok },
    });
    expect(kernelStatuses(endpoint, undefined, '/api/meta')).toEqual([500, 503]);
  });

  test('a permissioned write on a path id: body, token, permission, id, input', () => {
    const endpoint = defineEndpoint({
      method: 'PUT',
      path: '/company/:id',
      summary: 'x',
      tags: [],
      access: anyOf('p_company_update'),
      schemas: { params: z.object({ id: recordId }), body: z.object({ name: z.string() }), response: ok },
    });
    expect(kernelStatuses(endpoint, undefined, '/api/company/:id')).toEqual([
      400, 401, 403, 404, 413, 414, 415, 418, 500, 503,
    ]);
  });

  test('a deletion may be sent a body: Fastify parses it, so broken JSON is a 400 there too', () => {
    const endpoint = defineEndpoint({
      method: 'DELETE',
      path: '/layout/:id',
      summary: 'x',
      tags: [],
      access: anyOf('p_structure_update'),
      schemas: { params: z.object({ id: recordId }), response: { 204: z.null() } },
    });
    expect(kernelStatuses(endpoint, undefined, '/api/layout/:id')).toEqual([
      400, 401, 403, 404, 413, 414, 415, 418, 500, 503,
    ]);
  });

  test('ids in the query are 404s; a rate limit is a 429; the health check is never shed', () => {
    const list = defineEndpoint({
      method: 'GET',
      path: '/device',
      summary: 'x',
      tags: [],
      access: authenticated,
      schemas: { querystring: z.object({ customerId: z.string().optional() }), response: ok },
    });
    expect(kernelStatuses(list, { rateLimit: { max: 1, timeWindow: '1 minute' } }, '/api/device')).toEqual([
      401, 404, 418, 429, 500, 503,
    ]);
    const health = defineEndpoint({
      method: 'GET',
      path: '/health',
      summary: 'x',
      tags: [],
      access: publicAccess,
      schemas: { response: ok },
    });
    expect(kernelStatuses(health, undefined, '/api/health')).toEqual([500]);
  });
});
