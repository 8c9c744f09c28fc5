import { z } from 'zod';
import { authenticated, defineEndpoint } from '../kernel/endpoint.ts';
import { errorBody, fieldErrors } from '../kernel/errors.ts';
import { recordId } from '../kernel/ids.ts';
import { credentialCode } from './credentials.ts';
import { DECISION_CODES } from './decision.ts';

/**
 * A phone key presented by its holder's signed-in app: the door decision over HTTP (a card or PIN reaches
 * the server from the lock). The key must be the caller's own; a refusal is an answer, not an error, and is
 * logged like a grant.
 */
export const doorDecision = z.object({
  granted: z.boolean(),
  reason: z.string(),
  code: z.enum(DECISION_CODES),
});

export const openWithPhoneKey = defineEndpoint({
  method: 'POST',
  path: '/metrowatch/access-door/:id/open',
  summary:
    "Open a door with the caller's own phone key: decided against the key's and the holder's accesses, logged in the door's access log, a granted one unlocks it",
  tags: ['metrowatch', 'access'],
  access: authenticated,
  schemas: {
    params: z.object({ id: recordId }),
    body: z.strictObject({ code: credentialCode }),
    response: {
      200: z.object({ data: doorDecision }),
      404: errorBody,
      409: errorBody,
      418: fieldErrors,
      429: errorBody,
    },
  },
});
