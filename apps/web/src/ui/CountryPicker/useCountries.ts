import { meta } from '@atrium/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { call } from '../../lib/api.ts';
import { currentLanguage } from '../../lib/i18n.ts';
import type { Language } from '../../lib/languages.ts';

/**
 * GET /country in the given language: the server sorts by the localised name, so each language has its
 * own entry. Reference data changes only with a deployment, so it is never refetched while cached.
 */
export const countriesQuery = (language: Language) =>
  queryOptions({
    queryKey: ['meta', 'countries', language],
    queryFn: async ({ signal }) =>
      (await call(meta.listCountries, { signal, headers: { 'Accept-Language': language } })).data,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Every country, sorted by its name in the current language. */
export function useCountries() {
  const { i18n } = useTranslation();
  const language = currentLanguage(i18n);
  return { language, ...useQuery(countriesQuery(language)) };
}
