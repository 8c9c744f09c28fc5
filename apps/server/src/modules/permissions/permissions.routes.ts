import { permissions } from '@atrium/contracts';
import { notFound } from '../../kernel/http/errors.ts';
import { type AppDeps, defineRoute } from '../../kernel/module.ts';
import { abilitiesOf } from './abilities.service.ts';
import { findSystemRole, listSystemRoles, rolesOfUser } from './permissions.service.ts';

export const permissionRoutes = ({ database: { db } }: AppDeps) => [
  defineRoute(permissions.flat, async () => ({
    data: [...permissions.PERMISSIONS],
    totalRecords: permissions.PERMISSIONS.length,
  })),
  defineRoute(permissions.tree, async () => ({ data: permissions.hierarchy() })),
  defineRoute(permissions.systemRoles, async () => {
    const data = await listSystemRoles(db);
    return { data, totalRecords: data.length };
  }),
  defineRoute(permissions.systemRole, async ({ params }) => {
    const role = await findSystemRole(db, params.id);
    if (!role) throw notFound('Role');
    return { data: role };
  }),
  defineRoute(permissions.myRoles, async ({ ctx }) => {
    const data = ctx.user ? await rolesOfUser(db, ctx.user.id) : [];
    return { data, totalRecords: data.length };
  }),
  defineRoute(permissions.myAbilities, async ({ ctx, params }) => ({
    data: ctx.user ? await abilitiesOf(db, ctx.user, params.app) : {},
  })),
];
