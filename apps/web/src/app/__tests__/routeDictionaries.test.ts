import type { RouteObject } from 'react-router';
import { describe, expect, test, vi } from 'vitest';
import { loadNamespaces } from '../i18n.ts';
import { type AppRoute, defineModule, type WebModule } from '../module.ts';
import { namespacesOf, withDictionaries } from '../routeDictionaries.ts';

vi.mock('../i18n.ts', () => ({ loadNamespaces: vi.fn() }));

const dictionary = () => Promise.resolve({ default: {} });
const moduleOf = (id: string, uses: string[], main?: AppRoute[]): WebModule =>
  defineModule({ id, i18n: { en: dictionary, ar: dictionary, uses }, routes: main ? { main } : {} });
type Lazy = () => Promise<Record<string, unknown>>;

describe('[WEB][I18N] a signed-in page brings its dictionaries', () => {
  test('a module’s namespaces: its own, those it uses and theirs in turn, each once', () => {
    const all = [moduleOf('a', ['b']), moduleOf('b', ['c', 'a']), moduleOf('c', [])];
    expect(namespacesOf(all[0] as WebModule, all)).toEqual(['a', 'b', 'c']);
  });

  test('each route of the module waits for them beside its own code; a route without code gets nothing more', async () => {
    let arrive: () => void = () => {};
    vi.mocked(loadNamespaces).mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          arrive = resolve;
        }),
    );
    const page = { Component: () => null };
    const main: AppRoute[] = [
      {
        path: 'x',
        lazy: async () => page,
        handle: { label: 'a:x' },
        children: [{ path: 'y', element: null, handle: { label: 'a:y' } }],
      },
    ];
    const all = [moduleOf('a', ['b'], main), moduleOf('b', [])];
    const route = (withDictionaries(all[0] as WebModule, all).routes.main as RouteObject[])[0] as RouteObject;

    let loaded = false;
    const properties = (route.lazy as Lazy)().then((value) => {
      loaded = true;
      return value;
    });
    await vi.waitFor(() => expect(loadNamespaces).toHaveBeenCalledWith(['a', 'b']));
    expect(loaded).toBe(false);
    arrive();
    expect(await properties).toBe(page);

    const child = route.children?.[0] as RouteObject;
    const childProperties = (child.lazy as Lazy)();
    arrive();
    expect(await childProperties).toEqual({});
    expect(child.element).toBeNull();
    expect(child.handle).toEqual({ label: 'a:y' });
  });
});
