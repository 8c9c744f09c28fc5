import { z } from 'zod';
import { authenticated, defineEndpoint } from '../kernel/endpoint.ts';

/** R162: the developer error for an app that does not exist. */
export const APP_NOT_FOUND = 'app not found';

/** The application families abilities are held in: catalogue modules, their sub-modules the ability modules. */
export const ABILITY_APPS: readonly string[] = [
  'metrowatch',
  'defcon',
  'gm',
  'school',
  'swam',
  'cn',
  'rodent',
  'fleet',
  'smart_parking',
  'facility_booking',
];

/** R111 (spec §3 "Abilities"): entity id → module → actions; `*` stands for any. */
export const abilityMap = z.record(z.string(), z.record(z.string(), z.array(z.string())));

export const myAbilities = defineEndpoint({
  method: 'GET',
  path: '/:app/abilities/me',
  summary:
    'Your abilities in one app (entity id → module → actions, R111); system admins hold every ability (`*`, R26)',
  tags: ['permissions'],
  access: authenticated,
  schemas: {
    params: z.object({
      app: z.enum(ABILITY_APPS as [string, ...string[]], { error: APP_NOT_FOUND }),
    }),
    response: { 200: z.object({ data: abilityMap }) },
  },
});
