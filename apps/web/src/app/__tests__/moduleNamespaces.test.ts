import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { entryModules } from '../entryModules.ts';
import { modules } from '../modules.ts';
import { namespacesOf } from '../routeDictionaries.ts';

/**
 * A signed-in page gets its module's namespaces and those the module declares in `i18n.uses` (app/
 * routeDictionaries.ts); any other module's namespace it shows would be a raw key. This reads each module's
 * sources, and every file of `modules/` and `kit/` they import (statically or not), for the namespaces they name:
 * `t('kit:...')`, `useTranslation(['x', ...])`, `{ ns: 'x' }`.
 */
const SRC = path.resolve(import.meta.dirname, '../..');
const ids = new Set(modules.map(({ id }) => id));
/** The entry's English (app/i18n.ts): always there. */
const bundled = new Set(entryModules.filter(({ i18n }) => typeof i18n.en !== 'function').map(({ id }) => id));

const alternatives = [...ids].sort((a, b) => b.length - a.length).join('|');
const prefixed = new RegExp(String.raw`['"\x60](${alternatives}):[\w$]`, 'g');
const hookArgs = /useTranslation\(([^)]*)\)/g;
const nsOption = /\bns:\s*['"]([\w-]+)['"]/g;
const importSpec = /(?:from|import\()\s*['"](\.[^'"]+)['"]/g;

function namespacesNamed(text: string): Set<string> {
  const named = new Set<string>();
  for (const [, ns] of text.matchAll(prefixed)) named.add(ns as string);
  for (const [, args] of text.matchAll(hookArgs))
    for (const [, ns] of (args ?? '').matchAll(/['"]([\w-]+)['"]/g)) named.add(ns as string);
  for (const [, ns] of text.matchAll(nsOption)) named.add(ns as string);
  return named;
}

/** The file and every file of `modules/` or `kit/` it reaches by relative imports. */
function reachable(start: string): string[] {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const file = stack.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    if (!/\.tsx?$/.test(file)) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(importSpec)) {
      const target = path.resolve(path.dirname(file), spec as string);
      const inside = path.relative(SRC, target);
      if (!/^(modules|kit)[\\/]/.test(inside) || inside.includes('__tests__') || !existsSync(target))
        continue;
      stack.push(target);
    }
  }
  return [...seen];
}

const folderOf = (id: string) => {
  if (id === 'kit') return path.join(SRC, 'kit');
  if (id === 'gm') return path.join(SRC, 'modules', 'global-mobility');
  return path.join(SRC, 'modules', id);
};

describe('[WEB][I18N] a signed-in page gets the namespaces it shows', () => {
  const withPages = modules.filter((module) => (module.routes.main ?? []).length > 0);

  test.each(withPages.map((module) => [module.id, module] as const))(
    '%s declares every other module namespace its pages name',
    (_id, module) => {
      const index = path.join(folderOf(module.id), 'index.ts');
      const named = new Set(
        reachable(index).flatMap((file) => [...namespacesNamed(readFileSync(file, 'utf8'))]),
      );
      const needed = [...named].filter((ns) => ids.has(ns) && !bundled.has(ns) && ns !== module.id).sort();
      const given = new Set(namespacesOf(module, modules));
      expect(needed.filter((ns) => !given.has(ns))).toEqual([]);
    },
  );

  test('the walk finds what a page names: ignite-shield shows the kit’s strings', () => {
    const files = reachable(path.join(folderOf('ignite-shield'), 'index.ts'));
    const named = new Set(files.flatMap((file) => [...namespacesNamed(readFileSync(file, 'utf8'))]));
    expect(named.has('kit')).toBe(true);
  });
});
