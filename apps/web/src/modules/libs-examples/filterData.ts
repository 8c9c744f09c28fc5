import type { FilterOption, OptionQuery, OptionSource } from '../../ui/OptionList/index.ts';
import { CITY_COUNTRIES } from './data.ts';

/** In-memory "servers" of options for the filter examples: they wait like a network, search and page. */

const LATENCY_MS = 250;
const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('Aborted', 'AbortError'));
    });
  });

/** 240 gateways, "GW-0001 · Dubai" and so on. */
export const EXAMPLE_GATEWAYS: FilterOption[] = Array.from({ length: 240 }, (_, index) => {
  const cities = Object.keys(CITY_COUNTRIES);
  const city = cities[index % cities.length] ?? 'Dubai';
  return { value: `gw-${index + 1}`, label: `GW-${String(index + 1).padStart(4, '0')} · ${city}` };
});

/** A paged, searchable source over `options`; `onRequest` sees every request (for the examples' logs). */
export function pagedSource(
  options: readonly FilterOption[],
  onRequest?: (query: OptionQuery) => void,
): OptionSource {
  return async (query, signal) => {
    onRequest?.(query);
    await wait(LATENCY_MS, signal);
    const term = query.search.toLowerCase();
    const matching = options.filter((option) => option.label.toLowerCase().includes(term));
    return { options: matching.slice(query.skip, query.skip + query.limit), total: matching.length };
  };
}

/** The cities of the parent filter's country (A68: the parent value comes with the request). */
export const citySearch = async (query: OptionQuery, signal?: AbortSignal) => {
  await wait(LATENCY_MS, signal);
  const cities = Object.entries(CITY_COUNTRIES)
    .filter(
      ([city, country]) =>
        country === query.parentValue && city.toLowerCase().includes(query.search.toLowerCase()),
    )
    .map(([city]) => ({ city }));
  return { items: cities.slice(query.skip, query.skip + query.limit), total: cities.length };
};
