import { z } from 'zod';
import { bad } from '../devices/common.ts';
import { anyOf, defineEndpoint } from '../kernel/endpoint.ts';
import { recordId } from '../kernel/ids.ts';
import { INVALID_DATE } from '../validation/messages.ts';
import { ANALYSIS_VIEW } from './statistics.ts';

/**
 * Spec §7 `/swam/weather`: the weather at a structure's location on a day. The platform runs offline, so it is
 * not fetched from a weather service: it is computed from the location and date (a climate by latitude and
 * season, a daily cycle by longitude, a seeded day-to-day variation), the same every time it is asked.
 */

export const WEATHER_CONDITIONS = ['clear', 'partly-cloudy', 'cloudy', 'rain', 'dust'] as const;
export type WeatherCondition = (typeof WEATHER_CONDITIONS)[number];

export const weatherQuery = z.object({
  structureId: recordId,
  /** The UTC day (YYYY-MM-DD); default today. */
  date: z.iso.date({ error: INVALID_DATE }).optional(),
});

const hour = z.object({
  t: z.string(),
  temperature: z.number(),
  humidity: z.number(),
  windSpeed: z.number(),
  condition: z.enum(WEATHER_CONDITIONS),
});
export type WeatherHour = z.infer<typeof hour>;

export const weather = z.object({
  structure: z.object({ id: z.number().int(), name: z.string(), lat: z.number(), lng: z.number() }),
  date: z.string(),
  /** Always `synthetic`: computed, not observed (offline platform). */
  source: z.literal('synthetic'),
  summary: z.object({ min: z.number(), max: z.number(), condition: z.enum(WEATHER_CONDITIONS) }),
  hourly: z.array(hour),
});
export type Weather = z.infer<typeof weather>;

export const getWeather = defineEndpoint({
  method: 'GET',
  path: '/swam/weather',
  summary:
    "The weather at a structure's location for a UTC day, hour by hour (synthetic and deterministic: the platform works offline); another company's structure is a 404",
  tags: ['analysis', 'swam'],
  access: anyOf(ANALYSIS_VIEW),
  schemas: { querystring: weatherQuery, response: { 200: z.object({ data: weather }), ...bad } },
});
