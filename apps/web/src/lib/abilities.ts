import { permissions } from '@atrium/contracts';
import type { z } from 'zod';
import { call } from './api.ts';
import { setAbilities } from './permissions.ts';

type AbilityMap = z.infer<typeof permissions.abilityMap>;

/**
 * GET /:app/abilities/me (entity id → module → actions, R111) as the `app.module.action` keys route
 * handles and the sidebar ask for (R97). The entity does not matter to those checks; `*` stays a wildcard
 * (`hasAbilities` reads it).
 */
export function abilityKeys(app: string, map: AbilityMap): string[] {
  const keys = new Set<string>();
  for (const modules of Object.values(map)) {
    for (const [module, actions] of Object.entries(modules)) {
      for (const action of actions) keys.add(`${app}.${module}.${action}`);
    }
  }
  return [...keys];
}

/** The apps a list of `app.module.action` requirements names, only those the server knows. */
export const appsOf = (abilities: Iterable<string>): string[] => [
  ...new Set([...abilities].map((ability) => ability.split('.')[0] ?? '').filter(isAbilityApp)),
];

const isAbilityApp = (app: string) => permissions.ABILITY_APPS.includes(app);

/**
 * Loads the signed-in user's abilities of these apps and publishes all of them. The reads go through the
 * GET cache (kept 300 s per user, dropped when the user or the permissions change), so calling this on
 * every navigation asks the server once per app; an app that fails counts as no abilities (R27).
 */
export async function loadAbilities(apps: readonly string[]): Promise<void> {
  const lists = await Promise.all(
    apps.filter(isAbilityApp).map((app) =>
      call(permissions.myAbilities, { params: { app }, cache: 'long', notify: false })
        .then(({ data }) => {
          const map = permissions.abilityMap.safeParse(data);
          return map.success ? abilityKeys(app, map.data) : [];
        })
        .catch(() => []),
    ),
  );
  setAbilities(lists.flat());
}
