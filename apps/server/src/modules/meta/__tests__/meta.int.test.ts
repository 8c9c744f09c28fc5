import { meta } from '@atrium/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { isoCountryNames } from '../reference/sources.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ SEED_DEMO: 'false' });
});
afterAll(() => t.close());

const get = (url: string, language?: string) =>
  t.app.inject({ method: 'GET', url, headers: language ? { 'accept-language': language } : {} });

const countries = async (language?: string): Promise<meta.Country[]> => {
  const res = await get('/api/country', language);
  expect(res.statusCode).toBe(200);
  return meta.listCountries.schemas.response[200].parse(res.json()).data;
};

const UAE = 233;

describe('[META] GET /country', () => {
  test('R200 United Arab Emirates is id 233 with its English and Arabic names, without signing in', async () => {
    const uae = (await countries()).find((country) => country.id === UAE);
    expect(uae).toEqual({
      id: UAE,
      code: 'AE',
      name: 'United Arab Emirates',
      localizedNames: { en: 'United Arab Emirates', ar: isoCountryNames('ar').AE },
    });
    expect(uae?.localizedNames.ar).toBe('الإمارات العربية المتحدة');
  });

  test('every country of ISO 3166-1 once, with totalRecords', async () => {
    const res = await get('/api/country');
    const { data, totalRecords } = res.json();
    expect(totalRecords).toBe(250);
    expect(data).toHaveLength(250);
    expect(new Set(data.map((c: meta.Country) => c.id)).size).toBe(250);
    expect(new Set(data.map((c: meta.Country) => c.code)).size).toBe(250);
  });

  test('ids are stable: the same on every call and in either language', async () => {
    const idsOf = (list: meta.Country[]) => Object.fromEntries(list.map((c) => [c.code, c.id]));
    const first = idsOf(await countries());
    expect(idsOf(await countries())).toEqual(first);
    expect(idsOf(await countries('ar'))).toEqual(first);
    expect(first).toMatchObject({ AE: 233, SA: 193, US: 237, GB: 234, AF: 1, AX: 250 });
  });

  test('sorted by the English name, or by the Arabic name when Accept-Language is ar', async () => {
    const english = await countries('en');
    expect(english.map((c) => c.name)).toEqual(english.map((c) => c.localizedNames.en));
    expect(english.map((c) => c.name)).toEqual(
      english.map((c) => c.name).sort(new Intl.Collator('en').compare),
    );
    expect(english[0]?.code).toBe('AF');

    const arabic = await countries('ar-AE,ar;q=0.9');
    expect(arabic.map((c) => c.name)).toEqual(arabic.map((c) => c.localizedNames.ar));
    expect(arabic.map((c) => c.name)).toEqual(
      arabic.map((c) => c.name).sort(new Intl.Collator('ar').compare),
    );
    expect(arabic.map((c) => c.code)).not.toEqual(english.map((c) => c.code));
    expect(arabic.find((c) => c.code === 'AE')?.name).toBe('الإمارات العربية المتحدة');
  });

  test('replies may be cached for an hour, per language', async () => {
    const res = await get('/api/country');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers.vary).toContain('Accept-Language');
  });
});

describe('[META] GET /country/:id/city', () => {
  test("R200 Dubai is among the United Arab Emirates' cities, sorted by name", async () => {
    const res = await get(`/api/country/${UAE}/city`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const { data, totalRecords } = meta.listCities.schemas.response[200].parse(res.json());
    expect(totalRecords).toBe(data.length);
    expect(data.map((c) => c.name)).toContain('Dubai');
    expect(data.map((c) => c.name)).toEqual(data.map((c) => c.name).sort(new Intl.Collator('en').compare));
    expect(new Set(data.map((c) => c.id)).size).toBe(data.length);
    const again = await get(`/api/country/${UAE}/city`, 'ar');
    expect(again.json()).toEqual(res.json());
  });

  test('city ids are unique across countries', async () => {
    const saudi = (await countries()).find((c) => c.code === 'SA');
    const res = await get(`/api/country/${saudi?.id}/city`);
    const uae = (await get(`/api/country/${UAE}/city`)).json().data as meta.City[];
    const ids = new Set(uae.map((c) => c.id));
    expect(res.json().data.length).toBeGreaterThan(0);
    expect(res.json().data.some((c: meta.City) => ids.has(c.id))).toBe(false);
  });

  test('a country without cities answers an empty list', async () => {
    const bouvet = (await countries()).find((c) => c.code === 'BV');
    const res = await get(`/api/country/${bouvet?.id}/city`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [], totalRecords: 0 });
  });

  test('an unknown country id is a 404', async () => {
    for (const id of [0, 251, 999999999]) {
      const res = await get(`/api/country/${id}/city`);
      expect(res.statusCode, String(id)).toBe(404);
      expect(res.json()).toEqual({ msg: 'Country not found', code: 'NOT_FOUND' });
    }
  });

  test('R103 a non-numeric id is a 418 naming id', async () => {
    for (const id of ['abc', '1.5', '-3', '23x', '1e2']) {
      const res = await get(`/api/country/${id}/city`);
      expect(res.statusCode, id).toBe(418);
      expect(res.json()).toEqual([{ param: 'id', msg: 'Must be a number' }]);
    }
  });
});

describe('[META] GET /country/timezone', () => {
  const timezonesOf = async (code: string) => {
    const res = await get('/api/country/timezone?withTimezones=true');
    expect(res.statusCode).toBe(200);
    const { data } = meta.listCountryTimezones.schemas.response[200].parse(res.json());
    expect(data).toHaveLength(250);
    return data.find((c) => c.code === code)?.timezones;
  };

  test('withTimezones=true gives each country its IANA zones with UTC offsets', async () => {
    expect(await timezonesOf('AE')).toEqual([
      { name: 'Asia/Dubai', utcOffset: 240, utcOffsetStr: '+04:00', dstOffset: 240, dstOffsetStr: '+04:00' },
    ]);
    const us = await timezonesOf('US');
    expect(us?.map((z) => z.name)).toEqual(expect.arrayContaining(['America/New_York', 'Pacific/Honolulu']));
    expect(us?.find((z) => z.name === 'America/New_York')).toMatchObject({
      utcOffset: -300,
      dstOffset: -240,
    });
  });

  test("a zone merged into another country's keeps the country's own name", async () => {
    expect((await timezonesOf('SE'))?.map((z) => z.name)).toEqual(['Europe/Stockholm']);
    expect((await timezonesOf('OM'))?.map((z) => z.name)).toEqual(['Asia/Muscat']);
    expect((await timezonesOf('DE'))?.map((z) => z.name)).toEqual(['Europe/Berlin', 'Europe/Busingen']);
  });

  test('without withTimezones the countries come alone, in the request language', async () => {
    const res = await get('/api/country/timezone', 'ar');
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0]).not.toHaveProperty('timezones');
    expect(res.json().data).toEqual(await countries('ar'));
    expect((await get('/api/country/timezone?withTimezones=false')).json().data).toEqual(await countries());
  });

  test('R103 an invalid withTimezones is a 418', async () => {
    const res = await get('/api/country/timezone?withTimezones=yes');
    expect(res.statusCode).toBe(418);
    expect(res.json().map((e: { param: string }) => e.param)).toEqual(['withTimezones']);
  });
});

describe('[META] GET /meta', () => {
  test('R193 R194 R195 R200 the defaults of spec §9', async () => {
    const res = await get('/api/meta');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.json()).toEqual({
      data: {
        defaultCountryId: 233,
        defaultCity: 'Dubai',
        weekStartsOn: 6,
        languages: ['en', 'ar'],
        dateFormats: {
          date: 'YYYY-MM-DD',
          dateTime: 'YYYY/MM/DD HH:mm',
          time: 'HH:mm',
          displayDate: 'DD/MM/YYYY',
          displayDateTime: 'DD/MM/YYYY HH:mm',
          displayTime: 'h:mm A',
        },
      },
    });
  });
});

describe('[META] OpenAPI', () => {
  test('the reference routes are documented as public', async () => {
    const { paths } = (await get('/api/docs/json')).json();
    for (const path of ['/api/country', '/api/country/{id}/city', '/api/country/timezone', '/api/meta']) {
      expect(paths[path]?.get, path).toBeDefined();
      expect(paths[path].get.security, path).toBeUndefined();
    }
  });
});
