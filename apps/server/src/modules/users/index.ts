import { defineModule } from '../../kernel/module.ts';
import { userRoutes } from './users.routes.ts';
import { seedSuperAdmin } from './users.seed.ts';

export const usersModule = defineModule({ name: 'users', routes: userRoutes, seed: seedSuperAdmin });
