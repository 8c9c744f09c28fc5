import { system } from '@atrium/contracts';
import { sql } from 'drizzle-orm';
import { HttpError } from '../../kernel/http/errors.ts';
import { pressureOf } from '../../kernel/http/pressure.ts';
import { defineModule, defineRoute } from '../../kernel/module.ts';
import { publicConfig } from './system.service.ts';

export const systemModule = defineModule({
  name: 'system',
  routes: ({ config, database }) => [
    defineRoute(system.getPublicConfig, async () => ({ data: publicConfig(config) })),
    defineRoute(system.health, async ({ request }) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        throw new HttpError(503, 'The database is unreachable', 'DB_UNAVAILABLE');
      }
      return {
        status: 'ok' as const,
        database: 'ok' as const,
        uptimeSeconds: Math.round(process.uptime()),
        pressure: pressureOf(request.server),
      };
    }),
  ],
});
