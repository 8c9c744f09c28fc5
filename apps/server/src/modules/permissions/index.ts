import { defineModule } from '../../kernel/module.ts';
import { permissionRoutes } from './permissions.routes.ts';
import { roles } from './permissions.schema.ts';
import { SYSTEM_ROLES } from './system-roles.ts';

export const permissionsModule = defineModule({
  name: 'permissions',
  routes: permissionRoutes,
  // System roles follow the code on every start, so a new version's roles reach existing installations.
  sync: async ({ database }) => {
    for (const role of SYSTEM_ROLES) {
      await database.db
        .insert(roles)
        .values(role)
        .onConflictDoUpdate({
          target: roles.key,
          set: {
            name: role.name,
            app: role.app,
            description: role.description,
            permissions: role.permissions,
          },
        });
    }
  },
});
