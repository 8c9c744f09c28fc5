import { auth } from '@atrium/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { fakeJwt, json, mockFetch, testUser } from '../../testing/fixtures.ts';
import { resources } from '../../testing/i18nResources.ts';
import { call } from '../api.ts';
import { createI18n, setLanguageOverride } from '../i18n.ts';
import { clearRequestCache } from '../requestCache.ts';
import { storage } from '../storage.ts';

describe('[CORE][API] request language', () => {
  afterEach(() => {
    document.documentElement.dir = '';
    document.documentElement.lang = '';
  });

  test('A4 on a page without Arabic the calls ask for English; afterwards for Arabic again', async () => {
    clearRequestCache();
    storage.set('accessToken', fakeJwt(900));
    storage.set('refreshToken', 'refresh-1');
    storage.set('user', testUser);
    storage.set('language', 'ar');
    const i18n = createI18n(resources, 'ar');
    const { calls } = mockFetch(() => json(200, { data: testUser }));

    setLanguageOverride(i18n, 'en');
    await call(auth.me);
    setLanguageOverride(i18n, null);
    await call(auth.me);
    expect(calls.map((sent) => sent.headers['accept-language'])).toEqual(['en', 'ar']);
  });
});
