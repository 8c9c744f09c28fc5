import { defineModule } from '../../kernel/module.ts';
import { authRoutes } from './auth.routes.ts';
import { createAuthService } from './auth.service.ts';
import { createAuthLinks } from './auth-links.service.ts';

export const authModule = defineModule({
  name: 'auth',
  routes: (deps) => authRoutes(createAuthService(deps), createAuthLinks(deps), deps),
  jobs: (deps) => [
    {
      name: 'auth.purge-refresh-tokens',
      cron: '17 3 * * *',
      handler: () => createAuthService(deps).purgeStaleRefreshTokens(),
    },
  ],
});
