import { defineModule } from '../../kernel/module.ts';
import { seedSuperAdmin } from './users.seed.ts';

export const usersModule = defineModule({ name: 'users', seed: seedSuperAdmin });
