import { z } from 'zod';
import { defineEndpoint, publicAccess } from '../kernel/endpoint.ts';
import { errorBody } from '../kernel/errors.ts';

/** Apps that a deployment can switch off with a HIDE_* flag (spec §1). */
export const HIDEABLE_APPS = [
  'metrowatch',
  'gm',
  'defcon',
  'fleet',
  'cloudorbit',
  'smartparking',
  'assetmonitoring',
  'facilitybooking',
] as const;
export type HideableApp = (typeof HIDEABLE_APPS)[number];

export const branding = z.object({
  name: z.string(),
  logoUrl: z.string().nullable(),
  websiteUrl: z.string().nullable(),
  termsUrl: z.string().nullable(),
  privacyUrl: z.string().nullable(),
  supportEmail: z.string().nullable(),
  supportPhone: z.string().nullable(),
});
export type Branding = z.infer<typeof branding>;

export const publicConfig = z.object({
  brand: branding,
  /** `true` for every app this deployment shows. */
  apps: z.record(z.enum(HIDEABLE_APPS), z.boolean()),
  languages: z.array(z.enum(['en', 'ar'])),
  version: z.string(),
  /** Map tiles (`MAP_TILE_URL`): without a URL maps show no tiles, only a plain background. */
  map: z.object({ tileUrl: z.string().nullable(), tileAttribution: z.string().nullable() }),
});
export type PublicConfig = z.infer<typeof publicConfig>;

export const getPublicConfig = defineEndpoint({
  method: 'GET',
  path: '/system/config',
  summary: 'Branding, app flags and languages of this deployment',
  tags: ['system'],
  access: publicAccess,
  schemas: { response: { 200: z.object({ data: publicConfig }) } },
});

export const health = defineEndpoint({
  method: 'GET',
  path: '/health',
  summary: 'Liveness, database check and load-shedding figures',
  tags: ['system'],
  access: publicAccess,
  schemas: {
    response: {
      200: z.object({
        status: z.literal('ok'),
        database: z.literal('ok'),
        uptimeSeconds: z.number(),
        /** Load-shedding figures: `overloaded` while other requests get 503 OVERLOADED. */
        pressure: z.object({
          overloaded: z.boolean(),
          /** Mean of the last second; null when the loop was blocked the whole second. */
          eventLoopDelayMs: z.number().nullable(),
          eventLoopUtilization: z.number(),
          heapUsedBytes: z.number(),
          rssBytes: z.number(),
          inFlight: z.number(),
        }),
      }),
      503: errorBody,
    },
  },
});
