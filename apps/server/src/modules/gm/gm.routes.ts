import { gm } from '@atrium/contracts';
import { parseListQuery } from '../../kernel/http/list-query.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { createSetting, deleteSetting, getSetting, listSettings, updateSetting } from './settings.service.ts';
import { listStaff, updateStaff } from './staff.service.ts';

const byName = [{ field: 'name' as const, direction: 'asc' as const }];

export const gmRoutes = (deps: AppDeps) => {
  const { database } = deps;
  const { db } = database;
  const e = gm.gmEndpoints;
  return [
    defineRoute(e.settings, async ({ ctx, query }) =>
      listSettings(
        db,
        ctx,
        query,
        parseListQuery(query, { sortable: gm.SETTING_SORTS, defaultSort: byName }),
      ),
    ),
    defineRoute(e.setting, async ({ ctx, params }) => ({ data: await getSetting(db, ctx, params.id) })),
    defineRoute(e.createSetting, async ({ ctx, body, reply }) =>
      reply.code(201).send({ data: await createSetting(database, ctx, body) }),
    ),
    defineRoute(e.updateSetting, async ({ ctx, params, body }) => ({
      data: await updateSetting(database, ctx, params.id, body),
    })),
    defineRoute(e.deleteSetting, async ({ ctx, params, reply }) => {
      await deleteSetting(db, ctx, params.id);
      return reply.code(204).send();
    }),
    defineRoute(e.staff, async ({ ctx, query }) =>
      listStaff(db, ctx, query, parseListQuery(query, { sortable: gm.STAFF_SORTS, defaultSort: byName })),
    ),
    defineRoute(e.updateStaff, async ({ ctx, params, body }) => ({
      data: await updateStaff(database, ctx, params.id, body),
    })),
  ];
};
