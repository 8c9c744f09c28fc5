import type { analysis as contract } from '@atrium/contracts';

/**
 * Weather without a weather service (the platform runs offline): a climate from latitude and season, a
 * daily cycle by the sun's local time, and a day-to-day variation seeded by the place and date, so the same
 * place and day always give the same weather. Plausible, not observed; the API says `source: synthetic`.
 */

const DAY_MS = 86_400_000;

/** A deterministic stream (mulberry32) for one place and day. */
function stream(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** FNV-1a of the place (to about 1 km) and the day. */
function seedOf(lat: number, lng: number, date: string) {
  let hash = 0x811c9dc5;
  for (const char of `${lat.toFixed(2)}|${lng.toFixed(2)}|${date}`) {
    hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  }
  return hash >>> 0;
}

const round = (value: number) => Math.round(value * 10) / 10;

export function syntheticWeather(lat: number, lng: number, date: string) {
  const next = stream(seedOf(lat, lng, date));
  const dayStart = Date.parse(`${date}T00:00:00Z`);
  const dayOfYear = (dayStart - Date.UTC(new Date(dayStart).getUTCFullYear(), 0, 1)) / DAY_MS;
  const absLat = Math.abs(lat);
  // Warmest about 20 July in the north, 20 January in the south; wider seasons away from the equator.
  const season = Math.cos((2 * Math.PI * (dayOfYear - 200)) / 365) * (lat >= 0 ? 1 : -1);
  const mean =
    27 - 0.45 * Math.max(0, absLat - 15) + Math.min(14, 0.3 * absLat) * season + (next() - 0.5) * 4;
  const swing = 4 + next() * 4;
  const cloudiness = next();
  const condition: contract.WeatherCondition =
    cloudiness > 0.92
      ? absLat < 35 && mean > 25
        ? 'dust'
        : 'rain'
      : cloudiness > 0.75
        ? 'cloudy'
        : cloudiness > 0.5
          ? 'partly-cloudy'
          : 'clear';
  const wet = condition === 'rain' ? 25 : condition === 'cloudy' ? 10 : 0;
  const hourly = Array.from({ length: 24 }, (_, hour) => {
    const solar = (hour + lng / 15 + 24) % 24; // local solar hour: warmest about 15:00
    const cycle = Math.cos((2 * Math.PI * (solar - 15)) / 24);
    const temperature = mean + (swing / 2) * cycle * (condition === 'clear' ? 1 : 0.6);
    return {
      t: new Date(dayStart + hour * 3_600_000).toISOString(),
      temperature: round(temperature),
      humidity: round(Math.min(100, Math.max(5, 55 - cycle * 15 + wet + (next() - 0.5) * 6))),
      windSpeed: round(Math.max(0, 3 + next() * 5 + (condition === 'dust' ? 8 : 0))),
      condition,
    };
  });
  const temperatures = hourly.map((h) => h.temperature);
  return {
    summary: { min: Math.min(...temperatures), max: Math.max(...temperatures), condition },
    hourly,
  };
}
